<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>report</name>
    <message>
        <location filename="../../prefcount/report/blank.py" line="16"/>
        <location filename="../../prefcount/report/game.py" line="36"/>
        <source>Pulka</source>
        <translation>Пулька</translation>
    </message>
    <message>
        <location filename="../../prefcount/report/blank.py" line="17"/>
        <source>Convention: ____________</source>
        <translation>Конвенция: ____________</translation>
    </message>
    <message>
        <location filename="../../prefcount/report/blank.py" line="18"/>
        <source>Date: {date}</source>
        <translation>Дата: {date}</translation>
    </message>
    <message>
        <location filename="../../prefcount/report/blank.py" line="38"/>
        <source>Blank pulka for {n} players</source>
        <translation>Чистая пулька на {n} игроков</translation>
    </message>
    <message>
        <location filename="../../prefcount/report/game.py" line="37"/>
        <source>{convention}, to {target}, whist {price}</source>
        <translation>{convention}, пуля до {target}, вист {price}</translation>
    </message>
    <message>
        <location filename="../../prefcount/report/game.py" line="64"/>
        <source>page {page}</source>
        <translation>стр. {page}</translation>
    </message>
    <message>
        <location filename="../../prefcount/report/game.py" line="77"/>
        <source>Pulka: {players} — {date}</source>
        <translation>Пулька: {players} — {date}</translation>
    </message>
    <message>
        <location filename="../../prefcount/report/game.py" line="81"/>
        <source>Preferans score sheet and settlement</source>
        <translation>Запись пульки и роспись</translation>
    </message>
    <message>
        <location filename="../../prefcount/report/game.py" line="91"/>
        <source>Settlement</source>
        <translation>Роспись пульки</translation>
    </message>
    <message>
        <location filename="../../prefcount/report/game.py" line="92"/>
        <source>{hands} hands; the game is over.</source>
        <translation>Сдач: {hands}; игра окончена.</translation>
    </message>
    <message>
        <location filename="../../prefcount/report/game.py" line="93"/>
        <source>{hands} hands; the game is not over: settled as if it stopped now.</source>
        <translation>Сдач: {hands}; игра не окончена — роспись на текущий момент.</translation>
    </message>
    <message>
        <location filename="../../prefcount/report/game.py" line="98"/>
        <source>Hand by hand</source>
        <translation>Запись по сдачам</translation>
    </message>
    <message>
        <location filename="../../prefcount/report/log.py" line="40"/>
        <source>help to close</source>
        <translation>помощь</translation>
    </message>
    <message>
        <location filename="../../prefcount/report/log.py" line="42"/>
        <source>written off the gora</source>
        <translation>списано с горы</translation>
    </message>
    <message>
        <location filename="../../prefcount/report/log.py" line="62"/>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <location filename="../../prefcount/report/log.py" line="62"/>
        <source>Dealer</source>
        <comment>who dealt, short</comment>
        <translation>Сдаёт</translation>
    </message>
    <message>
        <location filename="../../prefcount/report/log.py" line="63"/>
        <source>Bid</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../../prefcount/report/log.py" line="63"/>
        <source>Declarer</source>
        <comment>who played the contract, short</comment>
        <translation>Играет</translation>
    </message>
    <message>
        <location filename="../../prefcount/report/log.py" line="66"/>
        <source>Written</source>
        <translation>Записано</translation>
    </message>
    <message>
        <location filename="../../prefcount/report/settlement.py" line="22"/>
        <source>custom</source>
        <translation>своя</translation>
    </message>
    <message>
        <location filename="../../prefcount/report/settlement.py" line="80"/>
        <source>Convention: {name}</source>
        <translation>Конвенция: {name}</translation>
    </message>
    <message>
        <location filename="../../prefcount/report/settlement.py" line="82"/>
        <source>Bold: changed from the preset.</source>
        <translation>Жирным — отличается от стандартной конвенции.</translation>
    </message>
    <message>
        <location filename="../../prefcount/report/settlement.py" line="96"/>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <location filename="../../prefcount/report/settlement.py" line="99"/>
        <source>net whists</source>
        <translation>итого вистов</translation>
    </message>
    <message>
        <location filename="../../prefcount/report/settlement.py" line="100"/>
        <source>whole whists</source>
        <translation>висты (округлено)</translation>
    </message>
    <message>
        <location filename="../../prefcount/report/settlement.py" line="101"/>
        <source>money at {price} a whist</source>
        <translation>деньги (вист = {price})</translation>
    </message>
    <message>
        <location filename="../../prefcount/report/settlement.py" line="106"/>
        <source>Who pays whom</source>
        <translation>Кто кому платит</translation>
    </message>
    <message>
        <location filename="../../prefcount/report/settlement.py" line="109"/>
        <source>{payer} pays {payee}: &lt;b&gt;{amount}&lt;/b&gt;</source>
        <translation>{payer} → {payee}: &lt;b&gt;{amount}&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../prefcount/report/settlement.py" line="113"/>
        <source>Nobody owes anything.</source>
        <translation>Никто никому не должен.</translation>
    </message>
    <message>
        <location filename="../../prefcount/report/settlement.py" line="115"/>
        <source>Pulya and gora</source>
        <translation>Пуля и гора</translation>
    </message>
    <message>
        <location filename="../../prefcount/report/settlement.py" line="117"/>
        <source>pulya</source>
        <translation>пуля</translation>
    </message>
    <message>
        <location filename="../../prefcount/report/settlement.py" line="118"/>
        <source>gora</source>
        <translation>гора</translation>
    </message>
    <message>
        <location filename="../../prefcount/report/settlement.py" line="119"/>
        <source>effective gora</source>
        <translation>гора с учётом пули</translation>
    </message>
    <message>
        <location filename="../../prefcount/report/settlement.py" line="120"/>
        <source>after amnesty</source>
        <translation>после амнистии</translation>
    </message>
    <message>
        <location filename="../../prefcount/report/settlement.py" line="121"/>
        <source>gora in whists (10·gora/{n})</source>
        <translation>гора в вистах (10·гора/{n})</translation>
    </message>
    <message>
        <location filename="../../prefcount/report/settlement.py" line="124"/>
        <source>Effective gora = gora + {r} × (target {target} − pulya); amnesty subtracts the smallest. Each other player writes the gora in whists on its owner.</source>
        <translation>Гора с учётом пули = гора + {r} × (пуля до {target} − пуля); амнистия вычитает наименьшую. Каждый из остальных пишет эту гору в висты на её хозяина.</translation>
    </message>
    <message>
        <location filename="../../prefcount/report/settlement.py" line="138"/>
        <source>Whists written (row on column)</source>
        <translation>Висты (строка на столбец)</translation>
    </message>
    <message>
        <location filename="../../prefcount/report/settlement.py" line="140"/>
        <source>Balance between each two (row against column, gora included)</source>
        <translation>Сальдо между каждыми двумя (строка против столбца, с горой)</translation>
    </message>
</context>
</TS>
