<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA">
<context>
    <name>ledger</name>
    <message>
        <source>Pulya target</source>
        <extracomment>Each option&apos;s label and one-line explanation, by key (RULES §6, §9, §11, §12).</extracomment>
        <translation>Пуля до</translation>
    </message>
    <message>
        <source>Points each player needs in the pulya to close it.</source>
        <translation>Скільки очок треба записати в пулю, щоб її закрити.</translation>
    </message>
    <message>
        <source>Whist price</source>
        <translation>Ціна віста</translation>
    </message>
    <message>
        <source>Money one whist is worth when the game is settled.</source>
        <translation>Скільки грошей коштує один віст при розрахунку.</translation>
    </message>
    <message>
        <source>Whists per trick</source>
        <translation>Вістів за взятку</translation>
    </message>
    <message>
        <source>Whists per trick are the contract&apos;s price times this (1 or 2).</source>
        <translation>Висти за взятку — ціна гри, помножена на це число (1 або 2).</translation>
    </message>
    <message>
        <source>Gora per undertrick</source>
        <translation>Гора за недобір</translation>
    </message>
    <message>
        <source>A failed contract writes the price times this into the gora for each missing trick.</source>
        <translation>За кожну недобрану взятку в гору пишеться ціна гри, помножена на це число.</translation>
    </message>
    <message>
        <source>Gora per pulya point</source>
        <translation>Гори за очко пулі</translation>
    </message>
    <message>
        <source>How many gora points one pulya point is worth (unfinished pulya, help, write-off).</source>
        <translation>Скільки очок гори коштує одне очко пулі (недописана пуля, допомога, списання).</translation>
    </message>
    <message>
        <source>Misère: gora per trick</source>
        <translation>Мізер: гора за взятку</translation>
    </message>
    <message>
        <source>Gora written for each trick the misère player takes.</source>
        <translation>Скільки писати в гору за кожну взятку на мізері.</translation>
    </message>
    <message>
        <source>Whister responsibility</source>
        <translation>Відповідальність вістуючого</translation>
    </message>
    <message>
        <source>Full: a whister short of the quota pays the contract&apos;s price per trick; half: half of it.</source>
        <translation>Відповідальний: за кожну недобрану взятку вістуючий платить ціну гри; напіввідповідальний — половину.</translation>
    </message>
    <message>
        <source>Two whisters</source>
        <translation>Двоє вістуючих</translation>
    </message>
    <message>
        <source>Individual: each whister writes for his own tricks; pooled: the side shares tricks and shortfall.</source>
        <translation>Окремо: кожен пише за свої взятки; разом: взятки й недобір діляться порівну.</translation>
    </message>
    <message>
        <source>Eight and up, defence took nothing</source>
        <translation>Восьмерна й вище, вістуючі без взяток</translation>
    </message>
    <message>
        <source>Who pays when both whisters of an eight, nine or ten took no trick.</source>
        <translation>Хто платить, якщо на восьмерній, дев’ятерній чи десятерній обидва вістуючі не взяли жодної взятки.</translation>
    </message>
    <message>
        <source>Lone whister on a failed contract</source>
        <translation>Одиночний віст при ремізі</translation>
    </message>
    <message>
        <source>Greedy: the whister keeps all the whists; gentleman: he shares them with the passer.</source>
        <translation>Жлобський: усі висти вістуючому; джентльменський: ділить їх із пасуючим.</translation>
    </message>
    <message>
        <source>Consolation</source>
        <translation>Консоляція</translation>
    </message>
    <message>
        <source>Defenders write whists on a declarer who failed, for each missing trick.</source>
        <translation>Вістуючі пишуть висти на гравця, що сів, за кожну недобрану взятку.</translation>
    </message>
    <message>
        <source>Consolation to the passer</source>
        <translation>Консоляція пасуючому</translation>
    </message>
    <message>
        <source>The defender who passed gets consolation too.</source>
        <translation>Той, хто спасував, теж отримує консоляцію.</translation>
    </message>
    <message>
        <source>Consolation to the dealer</source>
        <translation>Консоляція тому, хто здає</translation>
    </message>
    <message>
        <source>With four players the dealer sitting out gets consolation too.</source>
        <translation>Вчотирьох той, хто здає (на прикупі), теж отримує консоляцію.</translation>
    </message>
    <message>
        <source>Half-whist</source>
        <translation>Піввіста</translation>
    </message>
    <message>
        <source>On a six or seven the second defender may half-whist after the first passed.</source>
        <translation>На шістці й сімці другий може сказати «піввіста», якщо перший спасував.</translation>
    </message>
    <message>
        <source>Ten is whisted</source>
        <translation>Десятерна вістується</translation>
    </message>
    <message>
        <source>If off, a ten is only checked: the defence has no obligation on it.</source>
        <translation>Якщо ні, десятерна лише перевіряється: вістуючі нічого не зобов’язані.</translation>
    </message>
    <message>
        <source>Stalingrad</source>
        <translation>Сталінград</translation>
    </message>
    <message>
        <source>Six of spades must be whisted by both defenders.</source>
        <translation>Шість пік обов’язково вістують обидва.</translation>
    </message>
    <message>
        <source>Whists on a concession</source>
        <translation>Висти при «без трьох»</translation>
    </message>
    <message>
        <source>Raspasy scored in</source>
        <translation>Запис розпасів</translation>
    </message>
    <message>
        <source>Gora: each trick goes into the gora; whists: the player with fewest tricks writes whists on the others.</source>
        <translation>Гора: кожна взятка йде в гору; висти: той, хто взяв найменше, пише висти на інших.</translation>
    </message>
    <message>
        <source>Raspasy: price of a trick</source>
        <translation>Розпаси: ціна взятки</translation>
    </message>
    <message>
        <source>Gora per trick on the first raspasy.</source>
        <translation>Гора за взятку на першому розпасі.</translation>
    </message>
    <message>
        <source>Raspasy progression</source>
        <translation>Прогресія на розпасах</translation>
    </message>
    <message>
        <source>How the price grows over raspasy in a row: not at all, 1-2-3, or 1-2-4.</source>
        <translation>Як зростає ціна розпасів поспіль: ніяк, 1-2-3 або 1-2-4.</translation>
    </message>
    <message>
        <source>Raspasy progression stops at</source>
        <translation>Прогресія зупиняється на</translation>
    </message>
    <message>
        <source>After this many raspasy in a row the price stops growing.</source>
        <translation>Після стількох розпасів поспіль ціна більше не зростає.</translation>
    </message>
    <message>
        <source>Raspasy: no tricks taken</source>
        <translation>Розпаси: жодної взятки</translation>
    </message>
    <message>
        <source>Whists for the prikup</source>
        <translation>Вісти за прикуп</translation>
    </message>
    <message>
        <source>The declarer pays whists for tricks the prikup sold him (an ace 1, two aces 3…).</source>
        <translation>Гравець платить вісти за взятки, які йому «продав» прикуп (туз — 1, два тузи — 3…).</translation>
    </message>
    <message>
        <source>Dealer on raspasy</source>
        <translation>Роздаючий на розпасах</translation>
    </message>
    <message>
        <source>The dealer sits out, or the two prikup cards play for him and their tricks go to his gora.</source>
        <translation>Роздаючий не грає, або дві карти прикупу грають за нього, і їхні взятки йдуть йому в гору.</translation>
    </message>
    <message>
        <source>Dealer&apos;s raspasy premium</source>
        <translation>Премія роздаючому на розпасах</translation>
    </message>
    <message>
        <source>A dealer who took no trick on raspasy gets the no-trick premium like the players.</source>
        <translation>Роздаючий без взяток на розпасах отримує премію, як і гравці.</translation>
    </message>
    <message>
        <source>Dealer returns the whist</source>
        <translation>Роздаючий повертає віст</translation>
    </message>
    <message>
        <source>When both defenders pass, the dealer may whist and play a passer&apos;s cards.</source>
        <translation>Якщо обидва захисники спасували, роздаючий може вистувати картами пасуючого.</translation>
    </message>
    <message>
        <source>Raspasy run ends with</source>
        <translation>Розпаси перериває</translation>
    </message>
    <message>
        <source>Raspasy amnesty</source>
        <translation>Амністія на розпасах</translation>
    </message>
    <message>
        <source>The fewest tricks anyone took on raspasy are struck from everyone before scoring.</source>
        <translation>Найменша кількість взяток на розпасах списується в усіх до запису.</translation>
    </message>
    <message>
        <source>Gentleman whist on a made game</source>
        <translation>Джентльменський віст на зіграній грі</translation>
    </message>
    <message>
        <source>With gentleman whist the lone whister shares the whists with the passer on a made game too.</source>
        <translation>При джентльменському вісті одиночний вистуючий ділить вісти з пасуючим і коли гру зіграно.</translation>
    </message>
    <message>
        <source>Failed contract scored in</source>
        <translation>Реміз записується в</translation>
    </message>
    <message>
        <source>Gora for the declarer, or instead every defender writes 10 whists per missing trick on him.</source>
        <translation>Гора гравцю, або замість неї кожен захисник пише на нього 10 вістів за кожну недобрану взятку.</translation>
    </message>
    <message>
        <source>Gora divided among</source>
        <translation>Гора ділиться на</translation>
    </message>
    <message>
        <source>At settlement a gora is shared out among all players, or among the opponents only.</source>
        <translation>При розрахунку гора ділиться на всіх гравців або лише на суперників.</translation>
    </message>
    <message>
        <source>Rounds to play</source>
        <translation>Скільки кіл</translation>
    </message>
    <message>
        <source>When the game ends after rounds: how many full rounds of dealing.</source>
        <translation>Якщо гра йде на кола: скільки повних кіл роздач.</translation>
    </message>
    <message>
        <source>Whist is forced</source>
        <translation>Обов&apos;язковий віст</translation>
    </message>
    <message>
        <source>With two players the other player must whist every game.</source>
        <translation>При грі удвох другий гравець мусить вистувати кожну гру.</translation>
    </message>
    <message>
        <source>Who answers for the whisters&apos; shortfall: the partner&apos;s surplus covers; each his own share (on 8 and up, his own trick); each the whole of it; or the one who took fewer tricks.</source>
        <translation>Хто відповідає за недобір вістуючих: зайві взятки партнера в залік; кожен за свою частку (на вісімці й вище — за свою взятку); кожен за весь недобір; або той, хто взяв менше.</translation>
    </message>
    <message>
        <source>Lone whister&apos;s tricks</source>
        <translation>Взятки одиночного вістуючого</translation>
    </message>
    <message>
        <source>All: a lone whister writes whists for the passer&apos;s tricks too; own: only for his own, the passer&apos;s are nobody&apos;s.</source>
        <translation>Усі: одиночний вістуючий пише висти й за взятки пасуючого; свої: лише за свої, взятки пасуючого не пише ніхто.</translation>
    </message>
    <message>
        <source>Unfinished pulya at settlement</source>
        <translation>Недописана пуля при розрахунку</translation>
    </message>
    <message>
        <source>To the gora: a pulya short of the target is charged to the gora; left out: a mid-game settlement ignores it.</source>
        <translation>У гору: недописана пуля йде в гору; не враховувати: при розрахунку посеред пульки вона не бере участі.</translation>
    </message>
    <message>
        <source>Whisting</source>
        <extracomment>Each option group&apos;s title, by the ledger&apos;s group key.</extracomment>
        <translation>Вісти</translation>
    </message>
    <message>
        <source>Remiz and consolation</source>
        <translation>Реміз і консоляція</translation>
    </message>
    <message>
        <source>Raspasy</source>
        <translation>Розпаси</translation>
    </message>
    <message>
        <source>Four players</source>
        <translation>Учотирьох</translation>
    </message>
    <message>
        <source>Closing and overflow</source>
        <translation>Закриття пулі та перебір</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Розрахунок</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Гроші</translation>
    </message>
    <message>
        <source>Raspasy: whists per trick</source>
        <translation>Розпаси: вістів за взятку</translation>
    </message>
    <message>
        <source>A declarer who concedes down three: the defence writes whists as if it took its tricks, consolation only, or nothing at all.</source>
        <translation>Гравець здався «без трьох»: висти як за взяті взятки, лише консоляція або взагалі нічого.</translation>
    </message>
    <message>
        <source>What a player who took no trick on raspasy gets: pulya points, the price of two tricks off the gora, or one pulya point off the gora.</source>
        <translation>Що отримує гравець без взяток на розпасах: очки в пулю, ціну двох взяток з гори або одне очко пулі з гори.</translation>
    </message>
    <message>
        <source>When raspasy are scored in whists: whists per trick of each other player.</source>
        <translation>Якщо розпаси пишуться у висти: скільки вістів за кожну взятку іншого гравця.</translation>
    </message>
    <message>
        <source>Raspasy: tie for fewest tricks</source>
        <translation>Розпаси: порівну найменше</translation>
    </message>
    <message>
        <source>When raspasy are scored in whists and two took fewest: each writes in full, or they split it.</source>
        <translation>Якщо розпаси у вістах і найменше взяли двоє: кожен пише повністю або вони ділять.</translation>
    </message>
    <message>
        <source>Exit from raspasy</source>
        <translation>Вихід із розпасів</translation>
    </message>
    <message>
        <source>The lowest contract allowed after one, two, three… raspasy in a row.</source>
        <translation>Найменша гра після одного, двох, трьох… розпасів поспіль.</translation>
    </message>
    <message>
        <source>Pulya past the target</source>
        <translation>Пуля понад норму</translation>
    </message>
    <message>
        <source>Help: the surplus closes other players&apos; pulya; write off: it comes off your gora; count: it stays in the pulya; American: once closed, your points go to another player.</source>
        <translation>Допомога: надлишок закриває пулю іншим; списання: списується з гори; рахувати: лишається в пулі; американська: очки того, хто закрився, йдуть іншому гравцеві.</translation>
    </message>
    <message>
        <source>Whom to help</source>
        <translation>Кому допомагати</translation>
    </message>
    <message>
        <source>The open player closest to closing first, or the next open player clockwise.</source>
        <translation>Спершу тому, хто ближче до закриття, або наступному за годинниковою стрілкою.</translation>
    </message>
    <message>
        <source>Game ends when</source>
        <translation>Гра закінчується, коли</translation>
    </message>
    <message>
        <source>Every pulya is closed, the pulyas add up to players × target, by agreement, after so many rounds, or every pulya is closed and every gora written off.</source>
        <translation>Усі пулі закриті, сума пуль дійшла до «гравці × пуля», за домовленістю, після заданої кількості кіл або всі пулі закриті й усі гори списані.</translation>
    </message>
    <message>
        <source>Which hand ends raspasy in a row: any game, a game played out, only a whisted game made, or that or a made misère.</source>
        <translation>Яка роздача перериває розпаси поспіль: будь-яка гра, зіграна гра, лише зіграна завістована гра або вона ж чи зіграний мізер.</translation>
    </message>
    <message>
        <source>Checked ten: whists</source>
        <translation>Перевірка десятерної: вісти</translation>
    </message>
    <message>
        <source>When a ten is only checked: whists as on any game, or none at all (only the declarer&apos;s pulya or gora).</source>
        <translation>Якщо десятерна лише перевіряється: вісти як на будь-якій грі або жодних (лише пуля чи гора гравця).</translation>
    </message>
    <message>
        <source>Two whisters&apos; quota</source>
        <translation>Норма двох вістуючих</translation>
    </message>
    <message>
        <source>Dealer&apos;s returned whist</source>
        <translation>Віст роздаючого</translation>
    </message>
    <message>
        <source>Shared: the passers may console too; dealer alone: only he writes; whole defence: he writes both consolations and answers for the quota.</source>
        <translation>Разом: пасуючі теж можуть отримати консоляцію; лише роздаючий: пише тільки він; за весь захист: він пише обидві консоляції й відповідає за норму.</translation>
    </message>
    <message>
        <source>Prikup whists written by</source>
        <translation>Вісти за прикуп пише</translation>
    </message>
    <message>
        <source>With three players: the two defenders write the prikup&apos;s whists half each, or the dealer all.</source>
        <translation>Утрьох: вісти за прикуп пишуть обидва захисники навпіл або роздаючий повністю.</translation>
    </message>
    <message>
        <source>Whist returned after a half-whist</source>
        <translation>Повернення віста після піввіста</translation>
    </message>
    <message>
        <source>The first defender whists after the second&apos;s half-whist: recorded as whist and pass, or the half-whister leaves the hand and writes nothing.</source>
        <translation>Перший вістує після «піввіста» другого: записується як віст і пас, або піввістуючий виходить із гри й нічого не пише.</translation>
    </message>
    <message>
        <source>Write-off below zero</source>
        <translation>Списання нижче нуля</translation>
    </message>
    <message>
        <source>A write-off may take the gora below zero; if not, it stops at 0 and the rest is dropped.</source>
        <translation>Чи може списання опустити гору нижче нуля; якщо ні, гора списується до 0, решта пропадає.</translation>
    </message>
    <message>
        <source>full (ответственный)</source>
        <extracomment>Words for each choice value (English source; context &quot;ledger&quot;).</extracomment>
        <translation>відповідальний</translation>
    </message>
    <message>
        <source>half (полуответственный)</source>
        <translation>напіввідповідальний</translation>
    </message>
    <message>
        <source>individual</source>
        <translation>окремо</translation>
    </message>
    <message>
        <source>pooled</source>
        <translation>разом</translation>
    </message>
    <message>
        <source>the second whister pays</source>
        <translation>платить другий вістуючий</translation>
    </message>
    <message>
        <source>both whisters pay</source>
        <translation>платять обидва</translation>
    </message>
    <message>
        <source>split</source>
        <translation>навпіл</translation>
    </message>
    <message>
        <source>greedy (жлобский)</source>
        <translation>жлобський</translation>
    </message>
    <message>
        <source>gentleman (джентльменский)</source>
        <translation>джентльменський</translation>
    </message>
    <message>
        <source>as if taken</source>
        <translation>як за взяті</translation>
    </message>
    <message>
        <source>gora</source>
        <translation>гора</translation>
    </message>
    <message>
        <source>whists</source>
        <translation>висти</translation>
    </message>
    <message>
        <source>arithmetic (1-2-3)</source>
        <translation>арифметична (1-2-3)</translation>
    </message>
    <message>
        <source>geometric (1-2-4)</source>
        <translation>геометрична (1-2-4)</translation>
    </message>
    <message>
        <source>one pulya point</source>
        <translation>одне очко в пулю</translation>
    </message>
    <message>
        <source>the trick price in pulya</source>
        <translation>ціна взятки в пулю</translation>
    </message>
    <message>
        <source>each writes in full</source>
        <translation>кожен пише повністю</translation>
    </message>
    <message>
        <source>help the others close</source>
        <translation>допомога іншим</translation>
    </message>
    <message>
        <source>write off the gora</source>
        <translation>списати з гори</translation>
    </message>
    <message>
        <source>count it in the pulya</source>
        <translation>рахувати в пулі</translation>
    </message>
    <message>
        <source>closest to closing first</source>
        <translation>найближчому до закриття</translation>
    </message>
    <message>
        <source>clockwise</source>
        <translation>за годинниковою стрілкою</translation>
    </message>
    <message>
        <source>every pulya is closed</source>
        <translation>усі пулі закриті</translation>
    </message>
    <message>
        <source>the pulyas add up</source>
        <translation>сума пуль набрана</translation>
    </message>
    <message>
        <source>by agreement</source>
        <translation>за домовленістю</translation>
    </message>
    <message>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <source>two pulya points</source>
        <translation>два очки в пулю</translation>
    </message>
    <message>
        <source>two tricks&apos; price off the gora</source>
        <translation>ціна двох взяток з гори</translation>
    </message>
    <message>
        <source>after so many rounds</source>
        <translation>після заданої кількості кіл</translation>
    </message>
    <message>
        <source>sits out</source>
        <translation>не грає</translation>
    </message>
    <message>
        <source>takes the prikup&apos;s tricks</source>
        <translation>бере взятки прикупу</translation>
    </message>
    <message>
        <source>any game or misère</source>
        <translation>будь-яка гра або мізер</translation>
    </message>
    <message>
        <source>a game played out</source>
        <translation>зіграна гра</translation>
    </message>
    <message>
        <source>a whisted game made</source>
        <translation>зіграна завістована гра</translation>
    </message>
    <message>
        <source>all players</source>
        <translation>усі гравці</translation>
    </message>
    <message>
        <source>the opponents</source>
        <translation>суперники</translation>
    </message>
    <message>
        <source>nothing at all</source>
        <translation>взагалі нічого</translation>
    </message>
    <message>
        <source>as on any game</source>
        <translation>як на будь-якій грі</translation>
    </message>
    <message>
        <source>the partner&apos;s surplus covers</source>
        <translation>зайві взятки партнера в залік</translation>
    </message>
    <message>
        <source>each his own</source>
        <translation>кожен за себе</translation>
    </message>
    <message>
        <source>shared with the passers</source>
        <translation>разом із пасуючими</translation>
    </message>
    <message>
        <source>the dealer alone</source>
        <translation>лише роздаючий</translation>
    </message>
    <message>
        <source>the dealer as the whole defence</source>
        <translation>роздаючий за весь захист</translation>
    </message>
    <message>
        <source>the defenders, half each</source>
        <translation>захисники, навпіл</translation>
    </message>
    <message>
        <source>the dealer</source>
        <translation>роздаючий</translation>
    </message>
    <message>
        <source>as whist and pass</source>
        <translation>як віст і пас</translation>
    </message>
    <message>
        <source>the half-whister is out</source>
        <translation>піввістуючий виходить</translation>
    </message>
    <message>
        <source>a whisted game or a misère made</source>
        <translation>зіграна завістована гра або зіграний мізер</translation>
    </message>
    <message>
        <source>the raspasy price in pulya</source>
        <translation>ціна розпасів у пулю</translation>
    </message>
    <message>
        <source>the progression step in pulya</source>
        <translation>крок прогресії в пулю</translation>
    </message>
    <message>
        <source>American help</source>
        <translation>американська допомога</translation>
    </message>
    <message>
        <source>every pulya closed, every gora at zero</source>
        <translation>усі пулі закриті, гори списані</translation>
    </message>
    <message>
        <source>each pays the whole shortfall</source>
        <translation>кожен за весь недобір</translation>
    </message>
    <message>
        <source>the one with fewer tricks pays</source>
        <translation>платить той, хто взяв менше</translation>
    </message>
    <message>
        <source>the passer&apos;s tricks too</source>
        <translation>і за взятки пасуючого</translation>
    </message>
    <message>
        <source>goes to the gora</source>
        <translation>йде в гору</translation>
    </message>
    <message>
        <source>left out</source>
        <translation>не враховується</translation>
    </message>
    <message>
        <source>one pulya point off the gora</source>
        <translation>одне очко пулі з гори</translation>
    </message>
    <message>
        <source>his own tricks only</source>
        <extracomment>Where one option&apos;s value reads differently from the same word of another option.</extracomment>
        <translation>лише за свої взятки</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>так</translation>
    </message>
    <message>
        <source>no</source>
        <translation>ні</translation>
    </message>
    <message>
        <source>Sochi</source>
        <translation>Сочі</translation>
    </message>
    <message>
        <source>Leningrad</source>
        <translation>Ленінград</translation>
    </message>
    <message>
        <source>Rostov</source>
        <translation>Ростов</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Класика</translation>
    </message>
    <message>
        <source>Own rules</source>
        <translation>Власні правила</translation>
    </message>
    <message>
        <source>{preset}, changed</source>
        <translation>{preset}, зі змінами</translation>
    </message>
    <message>
        <source>Unknown convention option &apos;{key}&apos; (did you mean &apos;{close}&apos;?)</source>
        <extracomment>The largest whist price and the finest step of one (a file beyond these is refused, not computed for hours). The most entries the raspasy exit may list. The player counts a game can have. The player counts a game can have. Player counts of the options that do not matter in every game (RULES §9.7, §10, §12.2). The groups in the order a player thinks of them, with their options in order. The option groups in display order; every option is in exactly one. The option groups in display order; every option is in exactly one. Every option, group by group in display order. Options that are the table&apos;s stake rather than its rules: the pulya&apos;s length and a whist&apos;s price.</extracomment>
        <translation>Невідоме правило «{key}» (може, «{close}»?)</translation>
    </message>
    <message>
        <source>Unknown convention option &apos;{key}&apos;</source>
        <translation>Невідоме правило «{key}»</translation>
    </message>
    <message>
        <source>Convention option &apos;{key}&apos; must be true or false, not {value!r}</source>
        <translation>Правило «{key}» — так або ні, а не {value!r}</translation>
    </message>
    <message>
        <source>Convention option &apos;{key}&apos; must be an amount of money such as &quot;0.5&quot;, not {value!r}</source>
        <translation>Правило «{key}» має бути сумою грошей, наприклад «0.5», а не {value!r}</translation>
    </message>
    <message>
        <source>Convention option &apos;{key}&apos; must be a list of contract levels 6–10 such as [6, 7, 8], not {value!r}</source>
        <translation>Правило «{key}» — список рівнів гри 6–10, наприклад [6, 7, 8], а не {value!r}</translation>
    </message>
    <message>
        <source>Convention option &apos;{key}&apos; cannot be {value!r}; it is one of: {choices}</source>
        <translation>Правило «{key}» не може бути {value!r}; варіанти: {choices}</translation>
    </message>
    <message>
        <source>The convention must be an object with a preset and options</source>
        <translation>Правила мають містити набір і параметри</translation>
    </message>
    <message>
        <source>Unknown convention preset {value!r}; it is one of: {choices}</source>
        <translation>Невідомий набір правил {value!r}; є: {choices}</translation>
    </message>
    <message>
        <source>The convention has no preset and misses options: {keys}</source>
        <translation>У правилах немає набору й бракує параметрів: {keys}</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a contract</source>
        <extracomment>Contract price p(L) in pulya points (RULES §2); misère is 10. The defenders&apos; obligation obl(L) in tricks. Tricks in a deal: every hand played out has exactly this many. What a hand may be multiplied by (RULES §9.8): 1 as written, 2 (dark), 4 — the order the dark key steps through. The levels on which a half-whist may be said (RULES §3.1.2). How many tricks the prikup may sell the declarer (RULES §9.1): an ace 1, ace and king of a suit 2, two aces 3.
----------
Every bid by its file notation (``str(bid)``: &quot;7H&quot;, &quot;6NT&quot;, &quot;misere&quot;).</extracomment>
        <translation>«{text}» — це не гра</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a contract: write a level 6–10 and a suit, e.g. 7H, 7♥, 6БК, or misère</source>
        <translation>«{text}» — це не гра: напишіть рівень 6–10 і масть, наприклад 7♥, 7ч, 6БК, або мізер</translation>
    </message>
    <message>
        <source>A misère is its own kind of hand, not a game contract</source>
        <extracomment>A concession («без трёх») is scored as this many undertricks (RULES §3.1.6). The dummy&apos;s seat (болван) in a game of two: the third entry of ``calls`` and ``tricks``. RULES §9.8: a hand written double (dark) or four times; 1 is omitted in files. RULES §9.1: tricks the prikup sold the declarer of a trick game (0–3); only games may carry it.</extracomment>
        <translation>Мізер — окремий вид роздачі, а не гра на взятки</translation>
    </message>
    <message>
        <source>contract made</source>
        <translation>гру зіграно</translation>
    </message>
    <message>
        <source>both passed: contract counted without play</source>
        <translation>обидва паси: гру зараховано без розіграшу</translation>
    </message>
    <message>
        <source>half-whist</source>
        <translation>піввіста</translation>
    </message>
    <message>
        <source>contract failed</source>
        <translation>реміз</translation>
    </message>
    <message>
        <source>whists for tricks</source>
        <translation>висти за взятки</translation>
    </message>
    <message>
        <source>consolation</source>
        <translation>консоляція</translation>
    </message>
    <message>
        <source>whister short of the quota</source>
        <translation>недобір вістуючого</translation>
    </message>
    <message>
        <source>misère made</source>
        <translation>мізер зіграно</translation>
    </message>
    <message>
        <source>misère tricks</source>
        <translation>взятки на мізері</translation>
    </message>
    <message>
        <source>raspasy tricks</source>
        <translation>взятки на розпасах</translation>
    </message>
    <message>
        <source>raspasy without a trick</source>
        <translation>розпаси без взяток</translation>
    </message>
    <message>
        <source>raspasy whists</source>
        <translation>висти на розпасах</translation>
    </message>
    <message>
        <source>help to close the pulya</source>
        <translation>допомога в закритті пулі</translation>
    </message>
    <message>
        <source>whists for help</source>
        <translation>висти за допомогу</translation>
    </message>
    <message>
        <source>pulya past the target written off the gora</source>
        <translation>пулю понад норму списано з гори</translation>
    </message>
    <message>
        <source>adjustment</source>
        <translation>ручний запис</translation>
    </message>
    <message>
        <source>whist taken back after a half-whist</source>
        <translation>повернення віста після піввіста</translation>
    </message>
    <message>
        <source>each whister answers for the whole shortfall</source>
        <translation>кожен вістуючий відповідає за весь недобір</translation>
    </message>
    <message>
        <source>the whister with fewer tricks answers for the whole shortfall</source>
        <translation>весь недобір на вістуючому, що взяв менше</translation>
    </message>
    <message>
        <source>the whisters took as many tricks: they split the shortfall</source>
        <translation>вістуючі взяли порівну: недобір навпіл</translation>
    </message>
    <message>
        <source>whists for his own tricks only</source>
        <translation>висти лише за свої взятки</translation>
    </message>
    <message>
        <source>raspasy without a trick: one pulya point off the gora</source>
        <translation>розпаси без взяток: очко пулі з гори</translation>
    </message>
    <message>
        <source>{name}: {amount} in the pulya</source>
        <extracomment>Each kind&apos;s value as a plain string, as entries keep it. The zones&apos; values as plain strings, as entries keep them. The reason for whists paid for tricks the prikup sold (RULES §9.1), by how many. Pulya entries of these kinds go through the target cap and overflow (RULES §4).</extracomment>
        <translation>{name}: {amount} у пулю</translation>
    </message>
    <message>
        <source>{name}: {amount} in the gora</source>
        <translation>{name}: {amount} у гору</translation>
    </message>
    <message>
        <source>{name} writes {amount} whists on {on}</source>
        <translation>{name} → {on}: {amount} віст.</translation>
    </message>
    <message>
        <source>hand {hand}, {what}</source>
        <translation>роздача {hand}, {what}</translation>
    </message>
    <message>
        <source>NT</source>
        <translation>БК</translation>
    </message>
    <message>
        <source>misère</source>
        <translation>мізер</translation>
    </message>
    <message>
        <source>{name}&apos;s tricks are nobody&apos;s: {whister} writes whists for his own tricks only</source>
        <extracomment>An entry as the ledger keeps it: (zone, seat, on, amount, why, hand, bid, multiplier) — plain values only, so that the garbage collector stops looking at the thousands a long game keeps: the bid is its file notation (&quot;7H&quot;, &quot;misere&quot;; None without one), made a :data:`Bid` again by :meth:`SheetEntry.from_raw`. How the returning dealer whists (§11.3), None when he does not. d1 took the whist back after d2&apos;s half-whist, d2 is out of the hand (§11.5). §12.2: a lone whister beside a passer, or d1 after taking the whist back, writes for his own tricks only. §11.1: a checked ten with ``checked_ten_whists = none``, a concession with ``concede_trick_whists = nothing`` — no whists for tricks and no consolation, from anybody.</extracomment>
        <translation>{name}: за ці взятки висти не пише ніхто — {whister} пише лише за свої</translation>
    </message>
    <message>
        <source>{name} {amount} pulya</source>
        <extracomment>The entries as the hand scored them, before the overflow rule (RULES §4) wrote them against the pulya and gora of the sheet before it (the same tuple as ``raw`` where it changed nothing): when an earlier hand is edited, this hand&apos;s check and score hold and only the overflow is written again (:meth:`Sheet.replayed`). The hand before this one on its sheet: the sheet keeps its hands as this chain, shared by every sheet extended from it (one object per hand, which the garbage collector barely notices). Pulya a player who had closed gives away under American help (RULES §11.7): a contract&apos;s or a misère&apos;s, never a raspasy premium.</extracomment>
        <translation>{name} {amount} у пулю</translation>
    </message>
    <message>
        <source>{name} {amount} gora</source>
        <translation>{name} {amount} у гору</translation>
    </message>
    <message>
        <source>{name} → {on} {amount} whists</source>
        <translation>{name} → {on}: {amount} віст.</translation>
    </message>
    <message>
        <source>nothing written</source>
        <translation>нічого не записано</translation>
    </message>
    <message>
        <source>Hand {hand}: {problem}</source>
        <translation>Роздача {hand}: {problem}</translation>
    </message>
    <message>
        <source>dealer</source>
        <extracomment>The largest amount an adjustment may write into one place (a typo&apos;s guard; a real pulka stays far below).</extracomment>
        <translation>той, хто здає</translation>
    </message>
    <message>
        <source>declarer</source>
        <translation>гравець</translation>
    </message>
    <message>
        <source>there is no seat {seat} for the {role}: seats are 0 to {last}</source>
        <translation>немає місця {seat} для «{role}»: місця від 0 до {last}</translation>
    </message>
    <message>
        <source>{what} need one entry per player ({n}), not {count}</source>
        <translation>{what}: потрібно по одному значенню на гравця ({n}), а не {count}</translation>
    </message>
    <message>
        <source>with four players the hand must say who dealt: the dealer sits out</source>
        <translation>вчотирьох треба вказати, хто здавав: той, хто здає, не грає</translation>
    </message>
    <message>
        <source>{name} dealt and sits out this hand, so takes no tricks</source>
        <translation>{name} здає і сидить на прикупі, тому взяток не бере</translation>
    </message>
    <message>
        <source>how many tricks did {name} take?</source>
        <translation>{name}: скільки взяток?</translation>
    </message>
    <message>
        <source>{name} cannot take {count} tricks: a count is 0 to 10</source>
        <translation>{name}: взяток не може бути {count}, лише від 0 до 10</translation>
    </message>
    <message>
        <source>tricks add up to {total}, not 10</source>
        <translation>взяток разом {total}, а не 10</translation>
    </message>
    <message>
        <source>{what} have no whists or passes: remove the calls</source>
        <translation>{what} — без вістів і пасів: приберіть заявки</translation>
    </message>
    <message>
        <source>calls</source>
        <extracomment>The problems a hand has only because an option is off (RULES §9, §11.8), and the option that allows it: a table comparing conventions (&quot;what if&quot;) can turn it on to re-score such a game.</extracomment>
        <translation>Заявки</translation>
    </message>
    <message>
        <source>tricks</source>
        <translation>Взятки</translation>
    </message>
    <message>
        <source>{name} dealt and sits out this hand, so cannot declare</source>
        <translation>{name} здає і сидить на прикупі, тому не може грати</translation>
    </message>
    <message>
        <source>{name} declared {contract} and cannot whist or pass on it</source>
        <translation>{name} грає {contract} і не може вістувати чи пасувати</translation>
    </message>
    <message>
        <source>{name} must whist, pass or half-whist</source>
        <translation>{name}: віст, пас чи піввіста?</translation>
    </message>
    <message>
        <source>{name} cannot half-whist: half-whist is not played in this convention</source>
        <translation>{name} не може сказати «піввіста»: у цих правилах піввіста немає</translation>
    </message>
    <message>
        <source>Stalingrad: six of spades must be whisted by both defenders, {d1} and {d2}</source>
        <translation>Сталінград: шість пік обов’язково вістують обидва — {d1} і {d2}</translation>
    </message>
    <message>
        <source>a half-whist is only allowed on a six or a seven, not on {contract}</source>
        <translation>піввіста буває лише на шістці й сімці, не на {contract}</translation>
    </message>
    <message>
        <source>{d1} speaks first and cannot half-whist: only {d2} may, after {d1} passed</source>
        <translation>{d1} — перша рука і не може сказати «піввіста»: це може лише {d2}, після «{d1}: пас»</translation>
    </message>
    <message>
        <source>a concession (без трёх) needs a whister, but nobody whisted</source>
        <translation>«без трьох» буває, лише якщо хтось вістує, а вістуючих немає</translation>
    </message>
    <message>
        <source>a conceded hand (без трёх) is not played, so it has no tricks</source>
        <translation>«без трьох» не розігрується, тому взяток немає</translation>
    </message>
    <message>
        <source>the hand was whisted and played: enter the tricks</source>
        <translation>був віст і розіграш: введіть взятки</translation>
    </message>
    <message>
        <source>both defenders passed</source>
        <translation>обидва спасували</translation>
    </message>
    <message>
        <source>the hand was not played ({why}), so it has no tricks</source>
        <translation>роздачу не розігрували ({why}), тому взяток немає</translation>
    </message>
    <message>
        <source>misère hands</source>
        <translation>мізер</translation>
    </message>
    <message>
        <source>raspasy</source>
        <translation>розпаси</translation>
    </message>
    <message>
        <source>pulya</source>
        <translation>пуля</translation>
    </message>
    <message>
        <source>the whists {name} writes need one entry per player ({n}), not {count}</source>
        <translation>висти, які пише {name}: потрібно по одному значенню на гравця ({n}), а не {count}</translation>
    </message>
    <message>
        <source>{name} cannot write whists on himself</source>
        <translation>{name}: висти на себе не пишуть</translation>
    </message>
    <message>
        <source>after {run} raspasy in a row the contract should be at least a {minimum}; {contract} is lower</source>
        <translation>після {run} розпасів поспіль грати треба не нижче {minimum}; {contract} — нижче</translation>
    </message>
    <message>
        <source>Every player needs a name</source>
        <translation>Кожен гравець повинен мати ім’я</translation>
    </message>
    <message>
        <source>The name {name!r} shows nothing: it has only spaces or invisible characters</source>
        <translation>В імені {name!r} нічого не видно: у ньому лише пробіли або невидимі символи</translation>
    </message>
    <message>
        <source>Two players are called {name}: every name must differ</source>
        <translation>Двох гравців звуть {name}: імена мають різнитися</translation>
    </message>
    <message>
        <source>prikup: one trick sold (an ace)</source>
        <translation>прикуп: продано одну взятку (туз)</translation>
    </message>
    <message>
        <source>prikup: two tricks sold (ace and king)</source>
        <translation>прикуп: продано дві взятки (туз і король)</translation>
    </message>
    <message>
        <source>prikup: two aces (three tricks)</source>
        <translation>прикуп: два тузи (три взятки)</translation>
    </message>
    <message>
        <source>dealer returned the whist</source>
        <translation>роздаючий повернув віст</translation>
    </message>
    <message>
        <source>contract failed: 10 whists a trick</source>
        <translation>реміз: 10 вістів за взятку</translation>
    </message>
    <message>
        <source>raspasy tricks after the amnesty</source>
        <translation>взятки на розпасах після амністії</translation>
    </message>
    <message>
        <source>the prikup&apos;s tricks on raspasy</source>
        <translation>взятки прикупу на розпасах</translation>
    </message>
    <message>
        <source>raspasy without a trick: two tricks off the gora</source>
        <translation>розпаси без взяток: дві взятки з гори</translation>
    </message>
    <message>
        <source>dark hand ×{multiplier}</source>
        <translation>втемну ×{multiplier}</translation>
    </message>
    <message>
        <source>the dummy</source>
        <translation>болван</translation>
    </message>
    <message>
        <source>the dummy (seat 2) never bids, deals, declares or whists: the {role} is seat 0 or 1</source>
        <extracomment>Entries in per-seat calls and tricks (a 2-player game has the dummy&apos;s too).</extracomment>
        <translation>болван (місце 2) не торгується, не здає, не грає й не вістує: {role} — місце 0 або 1</translation>
    </message>
    <message>
        <source>{what} need one entry per player and one for the dummy ({n}), not {count}</source>
        <translation>{what}: потрібно по одному значенню на гравця й одне на болвана ({n}), а не {count}</translation>
    </message>
    <message>
        <source>an adjustment is written as it is: it cannot be played dark (×{multiplier})</source>
        <translation>ручний запис пишеться як є: втемну (×{multiplier}) його не буває</translation>
    </message>
    <message>
        <source>a hand is written once, double (dark, ×2) or ×4, not ×{multiplier}</source>
        <translation>роздача пишеться один раз, подвійно (втемну, ×2) або ×4, але не ×{multiplier}</translation>
    </message>
    <message>
        <source>only a trick game pays for the prikup: a misère, raspasy or adjustment has no prikup</source>
        <translation>за прикуп платять лише в грі на взятки: у мізера, розпасів і ручного запису прикупу немає</translation>
    </message>
    <message>
        <source>whists for the prikup are not played in this convention: remove the prikup count</source>
        <translation>вісти за прикуп у цій конвенції не пишуть: приберіть кількість взяток прикупу</translation>
    </message>
    <message>
        <source>the prikup sells 0 to 3 tricks (two aces are 3), not {count}</source>
        <translation>прикуп продає від 0 до 3 взяток (два тузи — 3), а не {count}</translation>
    </message>
    <message>
        <source>how many tricks did the prikup take for {name}, the dealer? (0 to 2)</source>
        <translation>скільки взяток прикуп узяв за роздаючого ({name})? (від 0 до 2)</translation>
    </message>
    <message>
        <source>the prikup&apos;s two cards take 0 to 2 tricks for {name}, the dealer, not {count}</source>
        <translation>дві карти прикупу беруть за роздаючого ({name}) від 0 до 2 взяток, а не {count}</translation>
    </message>
    <message>
        <source>{name} dealt and sits out the raspasy: he takes tricks only when he takes the prikup&apos;s</source>
        <translation>{name} роздавав і не грає розпаси: взятки роздаючому пишуть, лише якщо він бере взятки прикупу</translation>
    </message>
    <message>
        <source>enter the dummy&apos;s tricks too: all three counts add up to 10</source>
        <translation>введіть і взятки болвана: усі три числа разом дають 10</translation>
    </message>
    <message>
        <source>{name} dealt and sits out this hand, so cannot pass or half-whist</source>
        <translation>{name} роздавав і не грає цю роздачу, тому не може пасувати чи казати «піввіста»</translation>
    </message>
    <message>
        <source>{name} dealt and sits out: the dealer returning the whist is not played here</source>
        <translation>{name} роздавав і не грає: повернення віста роздаючим у цій конвенції не грається</translation>
    </message>
    <message>
        <source>the dummy never whists or passes: its call stays empty</source>
        <translation>болван не вістує й не пасує: його заявка лишається порожньою</translation>
    </message>
    <message>
        <source>{name}, the dealer, may return the whist only when both {d1} and {d2} passed</source>
        <translation>{name} (роздаючий) може повернути віст, лише якщо спасували обидва: {d1} і {d2}</translation>
    </message>
    <message>
        <source>{name} must whist: in this convention the whist is forced with two players</source>
        <translation>{name} мусить вістувати: у цій конвенції при грі вдвох віст обов&apos;язковий</translation>
    </message>
    <message>
        <source>{d2} cannot half-whist beside {d1}&apos;s whist: in this convention a whist taken back after a half-whist is recorded as {d1} whist, {d2} pass</source>
        <translation>{d2} не може сказати «піввіста», якщо {d1} вістує: у цій конвенції повернення віста після піввіста записується як «{d1}: віст», «{d2}: пас»</translation>
    </message>
    <message>
        <source>Stalingrad: six of spades must be whisted by {d1}</source>
        <translation>Сталінград: шість пік мусить вістувати {d1}</translation>
    </message>
    <message>
        <source>the defender passed</source>
        <translation>захисник спасував</translation>
    </message>
    <message>
        <source>A game has 2, 3 or 4 players</source>
        <extracomment>The newest game file version this prefcount reads and writes (FORMAT.md). The longest player name (it has to fit the pulka&apos;s edge and the settlement table).</extracomment>
        <translation>У грі 2, 3 або 4 гравці</translation>
    </message>
    <message>
        <source>This is not a prefcount game: the file is not UTF-8 text</source>
        <translation>Це не гра prefcount: файл не в кодуванні UTF-8</translation>
    </message>
    <message>
        <source>The file is empty: it holds no game</source>
        <translation>Файл порожній: у ньому немає гри</translation>
    </message>
    <message>
        <source>The file is damaged: it is nested too deeply</source>
        <translation>Файл пошкоджено: надто глибока вкладеність</translation>
    </message>
    <message>
        <source>The file is damaged: it holds a key of {length} characters, {key!r}</source>
        <translation>Файл пошкоджено: у ньому ключ завдовжки {length} символів, {key!r}</translation>
    </message>
    <message>
        <source>This is not a prefcount game (it has no &quot;format&quot;: &quot;{format}&quot;)</source>
        <translation>Це не гра prefcount (у ній немає &quot;format&quot;: &quot;{format}&quot;)</translation>
    </message>
    <message>
        <source>The game file has no valid version number</source>
        <translation>У файлі гри немає правильного номера версії</translation>
    </message>
    <message>
        <source>This game was made by a newer prefcount (file version {version}); this one reads version {supported}. Please update prefcount.</source>
        <translation>Цю гру записав новіший prefcount (версія файлу {version}); ця версія читає версію {supported}. Оновіть prefcount.</translation>
    </message>
    <message>
        <source>Unknown key in the game file: {keys}</source>
        <translation>Невідомий ключ у файлі гри: {keys}</translation>
    </message>
    <message>
        <source>&quot;hands&quot; must be a list</source>
        <translation>&quot;hands&quot; має бути списком</translation>
    </message>
    <message>
        <source>&quot;{key}&quot; must be text</source>
        <translation>&quot;{key}&quot; має бути текстом</translation>
    </message>
    <message>
        <source>&quot;currency&quot; must be a short text such as &quot;₽&quot;, &quot;€&quot; or &quot;&quot; (none), at most {length} letters</source>
        <translation>«currency» — короткий знак валюти, наприклад «₴», «€» або «» (без валюти), не довший за {length} символів</translation>
    </message>
    <message>
        <source>&quot;id&quot; must be a text of at most {length} characters (the game&apos;s identifier)</source>
        <translation>«id» — текст не довший за {length} символів (ідентифікатор гри)</translation>
    </message>
    <message>
        <source>Hand {hand}: a hand must be an object with a &quot;kind&quot;</source>
        <translation>Роздача {hand}: роздача має бути об’єктом з &quot;kind&quot;</translation>
    </message>
    <message>
        <source>Hand {hand}: it has no &quot;kind&quot; (game, misere, raspasy or adjustment)</source>
        <translation>Роздача {hand}: немає &quot;kind&quot; (game, misere, raspasy або adjustment)</translation>
    </message>
    <message>
        <source>Hand {hand}: unknown kind {kind!r}; it is game, misere, raspasy or adjustment</source>
        <translation>Роздача {hand}: невідомий вид {kind!r}; буває game, misere, raspasy або adjustment</translation>
    </message>
    <message>
        <source>There is no file {path}</source>
        <translation>Немає файлу {path}</translation>
    </message>
    <message>
        <source>{path} is a folder, not a game file</source>
        <translation>{path} — це тека, а не файл гри</translation>
    </message>
    <message>
        <source>The file is damaged: it is not valid JSON (line {line}, column {column}: a value is missing)</source>
        <translation>Файл пошкоджено: це не JSON (рядок {line}, стовпчик {column}: тут бракує значення)</translation>
    </message>
    <message>
        <source>The file is damaged: it is not valid JSON (line {line}, column {column}: a name in double quotes is expected)</source>
        <translation>Файл пошкоджено: це не JSON (рядок {line}, стовпчик {column}: тут має бути ім’я в подвійних лапках)</translation>
    </message>
    <message>
        <source>The file is damaged: it is not valid JSON (line {line}, column {column}: a colon is missing)</source>
        <translation>Файл пошкоджено: це не JSON (рядок {line}, стовпчик {column}: бракує двокрапки)</translation>
    </message>
    <message>
        <source>The file is damaged: it is not valid JSON (line {line}, column {column}: a comma is missing)</source>
        <translation>Файл пошкоджено: це не JSON (рядок {line}, стовпчик {column}: бракує коми)</translation>
    </message>
    <message>
        <source>The file is damaged: it is not valid JSON (line {line}, column {column}: a text in quotes starts here and is never closed)</source>
        <translation>Файл пошкоджено: це не JSON (рядок {line}, стовпчик {column}: тут відкрито лапки, які ніде не закрито)</translation>
    </message>
    <message>
        <source>The file is damaged: it is not valid JSON (line {line}, column {column}: a text holds a line break or another control character)</source>
        <translation>Файл пошкоджено: це не JSON (рядок {line}, стовпчик {column}: у тексті розрив рядка або інший керівний символ)</translation>
    </message>
    <message>
        <source>The file is damaged: it is not valid JSON (line {line}, column {column}: a text holds a broken backslash escape)</source>
        <translation>Файл пошкоджено: це не JSON (рядок {line}, стовпчик {column}: у тексті хибна послідовність зі зворотною скісною рискою)</translation>
    </message>
    <message>
        <source>The file is damaged: it is not valid JSON (line {line}, column {column}: something follows the end of the game)</source>
        <translation>Файл пошкоджено: це не JSON (рядок {line}, стовпчик {column}: після кінця гри є ще щось)</translation>
    </message>
    <message>
        <source>The file is damaged: it is not valid JSON (line {line}, column {column}: a comma stands before a closing bracket)</source>
        <translation>Файл пошкоджено: це не JSON (рядок {line}, стовпчик {column}: кома перед закривною дужкою)</translation>
    </message>
    <message>
        <source>The file is damaged: it is not valid JSON (line {line}, column {column}: the text ends there, cut off)</source>
        <translation>Файл пошкоджено: це не JSON (рядок {line}, стовпчик {column}: тут текст уривається — файл обрізано)</translation>
    </message>
    <message>
        <source>The file is damaged: it is not valid JSON (line {line}, column {column})</source>
        <translation>Файл пошкоджено: це не JSON (рядок {line}, стовпчик {column})</translation>
    </message>
    <message>
        <source>Cannot read {path}: {why}</source>
        <translation>Не вдається прочитати {path}: {why}</translation>
    </message>
    <message>
        <source>The same game as {other}: that one counts, this copy does not</source>
        <translation>Та сама гра, що й {other}: враховується та, ця копія — ні</translation>
    </message>
    <message>
        <source>An earlier version of {other}, which counts (this one has {hands} hands)</source>
        <translation>Рання версія {other}, яка враховується (у цій роздач: {hands})</translation>
    </message>
    <message>
        <source>Another version of {other}, which counts (saved later); they part at hand {hand}</source>
        <translation>Інша версія {other}, яка враховується (збережена пізніше); вони розходяться з роздачі {hand}</translation>
    </message>
    <message>
        <source>Another version of {other}, which counts (saved later); their players or rules differ</source>
        <translation>Інша версія {other}, яка враховується (збережена пізніше); у них різні гравці або правила</translation>
    </message>
    <message>
        <source>The book&apos;s index is busy in another window; it is brought up to date next time ({why})</source>
        <translation>Покажчик книги зайнятий в іншому вікні; його буде оновлено наступного разу ({why})</translation>
    </message>
    <message>
        <source>No date in the file: it counts as played when the file was last saved ({when})</source>
        <translation>У файлі немає дати: пулька врахована як зіграна, коли файл востаннє зберегли ({when})</translation>
    </message>
    <message>
        <source>{alias} and {into} played in the same pulka ({path}): they are two people</source>
        <translation>{alias} і {into} грали в одній пульці ({path}): це дві різні людини</translation>
    </message>
    <message>
        <source>{name} is another person already: merge them instead</source>
        <translation>{name} — вже інша людина: об’єднайте їх</translation>
    </message>
    <message>
        <source>{path} is a link that leads back to itself (a loop of symbolic links), not a folder</source>
        <translation>{path} — посилання, що веде саме на себе (петля символьних посилань), а не тека</translation>
    </message>
    <message>
        <source>{path} is a file, not a folder</source>
        <translation>{path} — файл, а не тека</translation>
    </message>
    <message>
        <source>Cannot make the folder {path}: {why}</source>
        <translation>Не вдалося створити теку {path}: {why}</translation>
    </message>
    <message>
        <source>Not a club book&apos;s index: it is left as it is, and the book is read into a temporary index</source>
        <translation>Це не покажчик клубної книги: його залишено як є, а книгу прочитано в тимчасовий покажчик</translation>
    </message>
    <message>
        <source>The book&apos;s index cannot be written here ({why}); the book is read into a temporary index</source>
        <translation>Покажчик книги не можна записати тут ({why}); книгу прочитано в тимчасовий покажчик</translation>
    </message>
    <message>
        <source>Cannot read the file: {why}</source>
        <translation>Не вдається прочитати файл: {why}</translation>
    </message>
    <message>
        <source>The file is damaged: {what}</source>
        <translation>Файл пошкоджено: {what}</translation>
    </message>
    <message>
        <source>The file was changing while it was read (a sync writing it?); it is read again</source>
        <translation>Файл змінювався, поки його читали (його записує синхронізація?); його буде прочитано ще раз</translation>
    </message>
    <message>
        <source>Cannot read the roster {path}: {why}</source>
        <extracomment>The largest roster file read (a roster of a thousand people with ten names each is under 200 KB).</extracomment>
        <translation>Не вдається прочитати список гравців {path}: {why}</translation>
    </message>
    <message>
        <source>The roster {path} is damaged; it is left as it is and not used</source>
        <translation>Список гравців {path} пошкоджено; його залишено як є і не використано</translation>
    </message>
    <message>
        <source>{name} is nobody else&apos;s alias</source>
        <translation>{name} — не інше ім’я когось іще</translation>
    </message>
    <message>
        <source>The roster {path} is not a regular file; it is left as it is and not used</source>
        <translation>Список гравців {path} — не звичайний файл; його залишено як є і не використано</translation>
    </message>
    <message>
        <source>The roster {path} is too big ({size} MB, at most {maximum} MB); it is left as it is and not used</source>
        <translation>Список гравців {path} завеликий ({size} МБ, можна щонайбільше {maximum} МБ); його залишено як є і не використано</translation>
    </message>
    <message>
        <source>Convention option &apos;{key}&apos; must be a whole number from {minimum} to {maximum}, not {value!r}</source>
        <translation>Правило «{key}» має бути цілим числом від {minimum} до {maximum}, а не {value!r}</translation>
    </message>
    <message>
        <source>Convention option &apos;{key}&apos; must be at most {maximum}, with {places} decimals at most, not {value!r}</source>
        <translation>Правило «{key}» має бути не більше {maximum}, не більше {places} знаків після коми, а не {value!r}</translation>
    </message>
    <message>
        <source>an adjustment may write at most {maximum} into one place</source>
        <translation>поправка може записати не більше {maximum} в одне місце</translation>
    </message>
    <message>
        <source>A player&apos;s name can be at most {maximum} characters long, not {length}</source>
        <translation>Ім’я гравця може мати не більше {maximum} знаків, а не {length}</translation>
    </message>
    <message>
        <source>The name {name!r} holds a line break or a control character</source>
        <translation>В імені {name!r} є перенесення рядка або керівний символ</translation>
    </message>
    <message>
        <source>The file is damaged: it holds text with a broken character (\ud800…)</source>
        <translation>Файл пошкоджено: у тексті є зіпсований символ (\ud800…)</translation>
    </message>
    <message>
        <source>The game has {count} hands; a game file may hold at most {maximum}</source>
        <translation>У грі {count} роздач; файл гри може містити не більше {maximum}</translation>
    </message>
    <message>
        <source>{path} is not a regular file: it cannot be a game</source>
        <translation>{path} — не звичайний файл: це не може бути грою</translation>
    </message>
    <message>
        <source>{path} is too big for a game file: {size} MB, at most {maximum} MB</source>
        <translation>{path} завеликий для файлу гри: {size} МБ, можна не більше {maximum} МБ</translation>
    </message>
    <message>
        <source>The file is damaged: the key {key!r} is given twice</source>
        <translation>Файл пошкоджено: ключ {key!r} вказано двічі</translation>
    </message>
    <message>
        <source>The text of {key!r} is too long: {length} characters, at most {maximum}</source>
        <translation>Текст {key!r} задовгий: {length} знаків, можна не більше {maximum}</translation>
    </message>
    <message>
        <source>The file holds a number of {digits} digits; no number in a game has more than {maximum}</source>
        <translation>У файлі є число з {digits} цифр; жодне число в грі не довше за {maximum}</translation>
    </message>
    <message>
        <source>The file is damaged: {value} is not a number a game can hold</source>
        <translation>Файл пошкоджено: {value} — не число, яке може бути в грі</translation>
    </message>
    <message>
        <source>The numbers in this game are too large for the book to add up</source>
        <translation>Числа в цій грі завеликі, щоб книга могла їх скласти</translation>
    </message>
    <message>
        <source>{path} is not a club book&apos;s index (not a regular file): it is left as it is, not used</source>
        <translation>{path} — не покажчик клубної книги (не звичайний файл): його залишено як є і не використано</translation>
    </message>
    <message>
        <source>{path} is not a club book&apos;s index (an empty file): it is left as it is, not used</source>
        <translation>{path} — не покажчик клубної книги (порожній файл): його залишено як є і не використано</translation>
    </message>
    <message>
        <source>{path} is not a club book&apos;s index (not an SQLite database): it is left as it is, not used</source>
        <translation>{path} — не покажчик клубної книги (не база SQLite): його залишено як є і не використано</translation>
    </message>
    <message>
        <source>{path} is not a club book&apos;s index (another program&apos;s database): it is left as it is, not used</source>
        <translation>{path} — не покажчик клубної книги (база іншої програми): його залишено як є і не використано</translation>
    </message>
</context>
</TS>
