<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA">
<context>
    <name>report</name>
    <message>
        <source>Pulka</source>
        <translation>Пулька</translation>
    </message>
    <message>
        <source>Convention: ____________</source>
        <translation>Конвенція: ____________</translation>
    </message>
    <message>
        <source>Date: {date}</source>
        <translation>Дата: {date}</translation>
    </message>
    <message>
        <source>Blank pulka for {n} players</source>
        <translation>Чиста пулька на {n} гравців</translation>
    </message>
    <message>
        <source>{convention}, to {target}, whist {price}</source>
        <translation>{convention}, пуля до {target}, віст {price}</translation>
    </message>
    <message>
        <source>page {page}</source>
        <extracomment>Paragraph styles by name (:func:`styles`).</extracomment>
        <translation>стор. {page}</translation>
    </message>
    <message>
        <source>Pulka: {players} — {date}</source>
        <translation>Пулька: {players} — {date}</translation>
    </message>
    <message>
        <source>Preferans score sheet and settlement</source>
        <translation>Запис пульки і розпис</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Розпис пульки</translation>
    </message>
    <message>
        <source>{hands} hands; the game is over.</source>
        <translation>Роздач: {hands}; гру закінчено.</translation>
    </message>
    <message>
        <source>{hands} hands; the game is not over: settled as if it stopped now.</source>
        <translation>Роздач: {hands}; гру не закінчено — розпис на цей момент.</translation>
    </message>
    <message>
        <source>Hand by hand</source>
        <translation>Запис по роздачах</translation>
    </message>
    <message>
        <source>help to close</source>
        <translation>допомога</translation>
    </message>
    <message>
        <source>written off the gora</source>
        <translation>списано з гори</translation>
    </message>
    <message>
        <source>#</source>
        <extracomment>The &quot;Written&quot; column keeps at least this width; the name columns give way first.</extracomment>
        <translation>№</translation>
    </message>
    <message>
        <source>Dealer</source>
        <comment>who dealt, short</comment>
        <translation>Роздає</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Гра</translation>
    </message>
    <message>
        <source>Declarer</source>
        <comment>who played the contract, short</comment>
        <translation>Грає</translation>
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
        <translation>з {start}</translation>
    </message>
    <message>
        <source>until {end}</source>
        <translation>по {end}</translation>
    </message>
    <message>
        <source>all time</source>
        <translation>за весь час</translation>
    </message>
    <message>
        <source>player</source>
        <translation>гравець</translation>
    </message>
    <message>
        <source>pulkas</source>
        <translation>пульки</translation>
    </message>
    <message>
        <source>won – lost</source>
        <translation>виграш – програш</translation>
    </message>
    <message>
        <source>money</source>
        <translation>гроші</translation>
    </message>
    <message>
        <source>per pulka</source>
        <translation>за пульку</translation>
    </message>
    <message>
        <source>whists</source>
        <translation>вісти</translation>
    </message>
    <message>
        <source>contracts made</source>
        <translation>ігри зіграні</translation>
    </message>
    <message>
        <source>misères made</source>
        <translation>мізери зіграні</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>рейтинг</translation>
    </message>
    <message>
        <source>hands</source>
        <translation>роздачі</translation>
    </message>
    <message>
        <source>whists per hand</source>
        <translation>вістів за роздачу</translation>
    </message>
    <message>
        <source>contracts failed</source>
        <translation>ремізи на грі</translation>
    </message>
    <message>
        <source>misères caught</source>
        <translation>мізери спіймані</translation>
    </message>
    <message>
        <source>whisted</source>
        <translation>вістував</translation>
    </message>
    <message>
        <source>remizes as a whister</source>
        <translation>недобір на вісті</translation>
    </message>
    <message>
        <source>raspasy (average tricks)</source>
        <translation>розпаси (взяток у середньому)</translation>
    </message>
    <message>
        <source>best pulka</source>
        <translation>найкраща пулька</translation>
    </message>
    <message>
        <source>worst pulka</source>
        <translation>найгірша пулька</translation>
    </message>
    <message>
        <source>longest run won / lost</source>
        <translation>серія виграшів / програшів</translation>
    </message>
    <message>
        <source>{level}: declared / failed</source>
        <translation>{level}: замовлено / без</translation>
    </message>
    <message>
        <source>Season report</source>
        <translation>Підсумки сезону</translation>
    </message>
    <message>
        <source>Preferans club book: standings, money and head to head</source>
        <translation>Книга клубу преферансу: таблиця, гроші та особисті зустрічі</translation>
    </message>
    <message>
        <source>{book} · {period} · {pulkas} pulkas · {conventions}</source>
        <translation>{book} · {period} · пульок: {pulkas} · {conventions}</translation>
    </message>
    <message>
        <source>Unfinished pulkas are counted as if they stopped.</source>
        <translation>Недограні пульки пораховано так, ніби гра зупинилася.</translation>
    </message>
    <message>
        <source>No finished pulkas in this period.</source>
        <translation>За цей період немає закінчених пульок.</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Таблиця</translation>
    </message>
    <message>
        <source>Money over the season</source>
        <translation>Гроші за сезон</translation>
    </message>
    <message>
        <source>Head to head (row won from column, money)</source>
        <translation>Особисті зустрічі (рядок виграв у стовпчика, гроші)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Гра</translation>
    </message>
    <message>
        <source>Contracts by level</source>
        <translation>Ігри за рівнями</translation>
    </message>
    <message>
        <source>Money is each pulka&apos;s settlement at its own whist price. Rating: openskill (Weng–Lin, Plackett–Luce), each pulka ranked by money; shown as 1500 + 24 × (μ − 3σ).</source>
        <translation>Гроші — розпис кожної пульки за її ціною віста. Рейтинг: openskill (Weng–Lin, Plackett–Luce), місця в пульці — за грошима; показано як 1500 + 24 × (μ − 3σ).</translation>
    </message>
    <message>
        <source>Convention: {name}</source>
        <extracomment>A row of the convention&apos;s columns: whether it is a group&apos;s heading, and its two cells (label and value).</extracomment>
        <translation>Конвенція: {name}</translation>
    </message>
    <message>
        <source>Bold: changed from the preset.</source>
        <translation>Жирним — відрізняється від стандартної конвенції.</translation>
    </message>
    <message>
        <source>Result</source>
        <extracomment>The convention table&apos;s cell padding: ReportLab&apos;s 6 points left and right, and the rows&apos; own top and bottom.</extracomment>
        <translation>Підсумок</translation>
    </message>
    <message>
        <source>net whists</source>
        <translation>разом вістів</translation>
    </message>
    <message>
        <source>whole whists</source>
        <translation>висти (округлено)</translation>
    </message>
    <message>
        <source>money at {price} a whist</source>
        <translation>гроші (віст = {price})</translation>
    </message>
    <message>
        <source>Who pays whom</source>
        <translation>Хто кому платить</translation>
    </message>
    <message>
        <source>{payer} pays {payee}: &lt;b&gt;{amount}&lt;/b&gt;</source>
        <translation>{payer} → {payee}: &lt;b&gt;{amount}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Nobody owes anything.</source>
        <translation>Ніхто нікому не винен.</translation>
    </message>
    <message>
        <source>Pulya and gora</source>
        <translation>Пуля і гора</translation>
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
        <translation>гора з урахуванням пулі</translation>
    </message>
    <message>
        <source>after amnesty</source>
        <translation>після амністії</translation>
    </message>
    <message>
        <source>gora in whists (10·gora/{n})</source>
        <translation>гора у вістах (10·гора/{n})</translation>
    </message>
    <message>
        <source>Effective gora = gora − {r} × (pulya past the target {target}): the unfinished pulya is left out, as the convention says; amnesty subtracts the smallest. Each other player writes the gora in whists on its owner.</source>
        <translation>Гора з урахуванням пулі = гора − {r} × (пуля понад {target}): недописана пуля, як домовилися, не враховується; амністія віднімає найменшу. Кожен з інших пише цю гору у вісти на її власника.</translation>
    </message>
    <message>
        <source>Effective gora = gora + {r} × (target {target} − pulya); amnesty subtracts the smallest. Each other player writes the gora in whists on its owner.</source>
        <translation>Гора з урахуванням пулі = гора + {r} × (пуля до {target} − пуля); амністія віднімає найменшу. Кожен з інших пише цю гору у вісти на її власника.</translation>
    </message>
    <message>
        <source>Whists written (row on column)</source>
        <translation>Висти (рядок на стовпець)</translation>
    </message>
    <message>
        <source>Balance between each two (row against column, gora included)</source>
        <translation>Сальдо між кожними двома (рядок проти стовпця, з горою)</translation>
    </message>
</context>
</TS>
