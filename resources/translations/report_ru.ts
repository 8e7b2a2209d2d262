<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>report</name>
    <message>
        <source>Pulka</source>
        <translation>Пулька</translation>
    </message>
    <message>
        <source>Convention: ____________</source>
        <translation>Конвенция: ____________</translation>
    </message>
    <message>
        <source>Date: {date}</source>
        <translation>Дата: {date}</translation>
    </message>
    <message>
        <source>Blank pulka for {n} players</source>
        <translation>Чистая пулька на {n} игроков</translation>
    </message>
    <message>
        <source>{convention}, to {target}, whist {price}</source>
        <translation>{convention}, пуля до {target}, вист {price}</translation>
    </message>
    <message>
        <source>page {page}</source>
        <translation>стр. {page}</translation>
    </message>
    <message>
        <source>Pulka: {players} — {date}</source>
        <translation>Пулька: {players} — {date}</translation>
    </message>
    <message>
        <source>Preferans score sheet and settlement</source>
        <translation>Запись пульки и роспись</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Роспись пульки</translation>
    </message>
    <message>
        <source>{hands} hands; the game is over.</source>
        <translation>Сдач: {hands}; игра окончена.</translation>
    </message>
    <message>
        <source>{hands} hands; the game is not over: settled as if it stopped now.</source>
        <translation>Сдач: {hands}; игра не окончена — роспись на текущий момент.</translation>
    </message>
    <message>
        <source>Hand by hand</source>
        <translation>Запись по сдачам</translation>
    </message>
    <message>
        <source>help to close</source>
        <translation>помощь</translation>
    </message>
    <message>
        <source>written off the gora</source>
        <translation>списано с горы</translation>
    </message>
    <message>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Dealer</source>
        <comment>who dealt, short</comment>
        <translation>Сдаёт</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Declarer</source>
        <comment>who played the contract, short</comment>
        <translation>Играет</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>Записано</translation>
    </message>
    <message>
        <source>custom</source>
        <translation>своя</translation>
    </message>
    <message>
        <source>Convention: {name}</source>
        <translation>Конвенция: {name}</translation>
    </message>
    <message>
        <source>Bold: changed from the preset.</source>
        <translation>Жирным — отличается от стандартной конвенции.</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>net whists</source>
        <translation>итого вистов</translation>
    </message>
    <message>
        <source>whole whists</source>
        <translation>висты (округлено)</translation>
    </message>
    <message>
        <source>money at {price} a whist</source>
        <translation>деньги (вист = {price})</translation>
    </message>
    <message>
        <source>Who pays whom</source>
        <translation>Кто кому платит</translation>
    </message>
    <message>
        <source>{payer} pays {payee}: &lt;b&gt;{amount}&lt;/b&gt;</source>
        <translation>{payer} → {payee}: &lt;b&gt;{amount}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Nobody owes anything.</source>
        <translation>Никто никому не должен.</translation>
    </message>
    <message>
        <source>Pulya and gora</source>
        <translation>Пуля и гора</translation>
    </message>
    <message>
        <source>pulya</source>
        <translation>пуля</translation>
    </message>
    <message>
        <source>gora</source>
        <translation>гора</translation>
    </message>
    <message>
        <source>effective gora</source>
        <translation>гора с учётом пули</translation>
    </message>
    <message>
        <source>after amnesty</source>
        <translation>после амнистии</translation>
    </message>
    <message>
        <source>gora in whists (10·gora/{n})</source>
        <translation>гора в вистах (10·гора/{n})</translation>
    </message>
    <message>
        <source>Effective gora = gora + {r} × (target {target} − pulya); amnesty subtracts the smallest. Each other player writes the gora in whists on its owner.</source>
        <translation>Гора с учётом пули = гора + {r} × (пуля до {target} − пуля); амнистия вычитает наименьшую. Каждый из остальных пишет эту гору в висты на её хозяина.</translation>
    </message>
    <message>
        <source>Whists written (row on column)</source>
        <translation>Висты (строка на столбец)</translation>
    </message>
    <message>
        <source>Balance between each two (row against column, gora included)</source>
        <translation>Сальдо между каждыми двумя (строка против столбца, с горой)</translation>
    </message>
</context>
</TS>
