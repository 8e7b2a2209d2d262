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
        <extracomment>Paragraph styles by name (:func:`styles`).</extracomment>
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
        <extracomment>The &quot;Written&quot; column keeps at least this width; the name columns give way first.</extracomment>
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
        <source>{start} – {end}</source>
        <translation>{start} – {end}</translation>
    </message>
    <message>
        <source>from {start}</source>
        <translation>с {start}</translation>
    </message>
    <message>
        <source>until {end}</source>
        <translation>по {end}</translation>
    </message>
    <message>
        <source>all time</source>
        <translation>за всё время</translation>
    </message>
    <message>
        <source>player</source>
        <translation>игрок</translation>
    </message>
    <message>
        <source>pulkas</source>
        <translation>пульки</translation>
    </message>
    <message>
        <source>won – lost</source>
        <translation>выигр. – проигр.</translation>
    </message>
    <message>
        <source>money</source>
        <translation>деньги</translation>
    </message>
    <message>
        <source>per pulka</source>
        <translation>за пульку</translation>
    </message>
    <message>
        <source>whists</source>
        <translation>висты</translation>
    </message>
    <message>
        <source>contracts made</source>
        <translation>игры сыграны</translation>
    </message>
    <message>
        <source>misères made</source>
        <translation>мизеры сыграны</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>рейтинг</translation>
    </message>
    <message>
        <source>hands</source>
        <translation>сдачи</translation>
    </message>
    <message>
        <source>whists per hand</source>
        <translation>вистов за сдачу</translation>
    </message>
    <message>
        <source>contracts failed</source>
        <translation>ремизы на игре</translation>
    </message>
    <message>
        <source>misères caught</source>
        <translation>мизеры пойманы</translation>
    </message>
    <message>
        <source>whisted</source>
        <translation>вистовал</translation>
    </message>
    <message>
        <source>remizes as a whister</source>
        <translation>недобор на висте</translation>
    </message>
    <message>
        <source>raspasy (average tricks)</source>
        <translation>распасы (взяток в среднем)</translation>
    </message>
    <message>
        <source>best pulka</source>
        <translation>лучшая пулька</translation>
    </message>
    <message>
        <source>worst pulka</source>
        <translation>худшая пулька</translation>
    </message>
    <message>
        <source>longest run won / lost</source>
        <translation>серия выигрышей / проигрышей</translation>
    </message>
    <message>
        <source>{level}: declared / failed</source>
        <translation>{level}: заказано / без</translation>
    </message>
    <message>
        <source>Season report</source>
        <translation>Итоги сезона</translation>
    </message>
    <message>
        <source>Preferans club book: standings, money and head to head</source>
        <translation>Книга клуба преферанса: таблица, деньги и личные встречи</translation>
    </message>
    <message>
        <source>{book} · {period} · {pulkas} pulkas · {conventions}</source>
        <translation>{book} · {period} · пулек: {pulkas} · {conventions}</translation>
    </message>
    <message>
        <source>Unfinished pulkas are counted as if they stopped.</source>
        <translation>Недоигранные пульки посчитаны так, как если бы игра остановилась.</translation>
    </message>
    <message>
        <source>No finished pulkas in this period.</source>
        <translation>За этот период нет законченных пулек.</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Таблица</translation>
    </message>
    <message>
        <source>Money over the season</source>
        <translation>Деньги за сезон</translation>
    </message>
    <message>
        <source>Head to head (row won from column, money)</source>
        <translation>Личные встречи (строка выиграла у столбца, деньги)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Contracts by level</source>
        <translation>Игры по уровням</translation>
    </message>
    <message>
        <source>Money is each pulka&apos;s settlement at its own whist price. Rating: openskill (Weng–Lin, Plackett–Luce), each pulka ranked by money; shown as 1500 + 24 × (μ − 3σ).</source>
        <translation>Деньги — роспись каждой пульки по её цене виста. Рейтинг: openskill (Weng–Lin, Plackett–Luce), места в пульке — по деньгам; показан как 1500 + 24 × (μ − 3σ).</translation>
    </message>
    <message>
        <source>Convention: {name}</source>
        <extracomment>A row of the convention&apos;s columns: whether it is a group&apos;s heading, and its two cells (label and value).</extracomment>
        <translation>Конвенция: {name}</translation>
    </message>
    <message>
        <source>Bold: changed from the preset.</source>
        <translation>Жирным — отличается от стандартной конвенции.</translation>
    </message>
    <message>
        <source>Result</source>
        <extracomment>The convention table&apos;s cell padding: ReportLab&apos;s 6 points left and right, and the rows&apos; own top and bottom.</extracomment>
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
        <source>Effective gora = gora − {r} × (pulya past the target {target}): the unfinished pulya is left out, as the convention says; amnesty subtracts the smallest. Each other player writes the gora in whists on its owner.</source>
        <translation>Гора с учётом пули = гора − {r} × (пуля сверх {target}): недописанная пуля, как договорились, не учитывается; амнистия вычитает наименьшую. Каждый из остальных пишет эту гору в висты на её владельца.</translation>
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
