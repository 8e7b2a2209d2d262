<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>ledger</name>
    <message>
        <source>Pulya target</source>
        <extracomment>Each option&apos;s label and one-line explanation, by key (RULES §6, §9, §11, §12).</extracomment>
        <translation>Пуля до</translation>
    </message>
    <message>
        <source>Points each player needs in the pulya to close it.</source>
        <translation>Сколько очков нужно записать в пулю, чтобы её закрыть.</translation>
    </message>
    <message>
        <source>Whist price</source>
        <translation>Цена виста</translation>
    </message>
    <message>
        <source>Money one whist is worth when the game is settled.</source>
        <translation>Сколько денег стоит один вист при расчёте.</translation>
    </message>
    <message>
        <source>Whists per trick</source>
        <translation>Вистов за взятку</translation>
    </message>
    <message>
        <source>Whists per trick are the contract&apos;s price times this (1 or 2).</source>
        <translation>Висты за взятку — цена игры, умноженная на это число (1 или 2).</translation>
    </message>
    <message>
        <source>Gora per undertrick</source>
        <translation>Гора за недобор</translation>
    </message>
    <message>
        <source>A failed contract writes the price times this into the gora for each missing trick.</source>
        <translation>За каждую недобранную взятку в гору пишется цена игры, умноженная на это число.</translation>
    </message>
    <message>
        <source>Gora per pulya point</source>
        <translation>Горы за очко пули</translation>
    </message>
    <message>
        <source>How many gora points one pulya point is worth (unfinished pulya, help, write-off).</source>
        <translation>Сколько очков горы стоит одно очко пули (недописанная пуля, помощь, списание).</translation>
    </message>
    <message>
        <source>Misère: gora per trick</source>
        <translation>Мизер: гора за взятку</translation>
    </message>
    <message>
        <source>Gora written for each trick the misère player takes.</source>
        <translation>Сколько писать в гору за каждую взятку на мизере.</translation>
    </message>
    <message>
        <source>Whister responsibility</source>
        <translation>Ответственность вистующего</translation>
    </message>
    <message>
        <source>Full: a whister short of the quota pays the contract&apos;s price per trick; half: half of it.</source>
        <translation>Ответственный: за каждую недобранную взятку вистующий платит цену игры; полуответственный — половину.</translation>
    </message>
    <message>
        <source>Two whisters</source>
        <translation>Два вистующих</translation>
    </message>
    <message>
        <source>Individual: each whister writes for his own tricks; pooled: the side shares tricks and shortfall.</source>
        <translation>Раздельно: каждый пишет за свои взятки; вместе: взятки и недобор делятся поровну.</translation>
    </message>
    <message>
        <source>Eight and up, defence took nothing</source>
        <translation>Восьмерная и выше, вистующие без взяток</translation>
    </message>
    <message>
        <source>Who pays when both whisters of an eight, nine or ten took no trick.</source>
        <translation>Кто платит, если на восьмерной, девятерной или десятерной оба вистующих не взяли ни одной взятки.</translation>
    </message>
    <message>
        <source>Lone whister on a failed contract</source>
        <translation>Одиночный вист при ремизе</translation>
    </message>
    <message>
        <source>Greedy: the whister keeps all the whists; gentleman: he shares them with the passer.</source>
        <translation>Жлобский: все висты вистующему; джентльменский: делит их с пасующим.</translation>
    </message>
    <message>
        <source>Consolation</source>
        <translation>Консоляция</translation>
    </message>
    <message>
        <source>Defenders write whists on a declarer who failed, for each missing trick.</source>
        <translation>Вистующие пишут висты на севшего игрока за каждую недобранную взятку.</translation>
    </message>
    <message>
        <source>Consolation to the passer</source>
        <translation>Консоляция пасующему</translation>
    </message>
    <message>
        <source>The defender who passed gets consolation too.</source>
        <translation>Пасовавший тоже получает консоляцию.</translation>
    </message>
    <message>
        <source>Consolation to the dealer</source>
        <translation>Консоляция сдающему</translation>
    </message>
    <message>
        <source>With four players the dealer sitting out gets consolation too.</source>
        <translation>Вчетвером сдающий (на прикупе) тоже получает консоляцию.</translation>
    </message>
    <message>
        <source>Half-whist</source>
        <translation>Полвиста</translation>
    </message>
    <message>
        <source>On a six or seven the second defender may half-whist after the first passed.</source>
        <translation>На шестерной и семерной второй может сказать «полвиста», если первый спасовал.</translation>
    </message>
    <message>
        <source>Ten is whisted</source>
        <translation>Десятерная вистуется</translation>
    </message>
    <message>
        <source>If off, a ten is only checked: the defence has no obligation on it.</source>
        <translation>Если нет, десятерная только проверяется: у вистующих нет обязательств.</translation>
    </message>
    <message>
        <source>Stalingrad</source>
        <translation>Сталинград</translation>
    </message>
    <message>
        <source>Six of spades must be whisted by both defenders.</source>
        <translation>Шесть пик обязаны вистовать оба.</translation>
    </message>
    <message>
        <source>Whists on a concession</source>
        <translation>Висты при «без трёх»</translation>
    </message>
    <message>
        <source>Raspasy scored in</source>
        <translation>Запись распасов</translation>
    </message>
    <message>
        <source>Gora: each trick goes into the gora; whists: the player with fewest tricks writes whists on the others.</source>
        <translation>Гора: каждая взятка идёт в гору; висты: взявший меньше всех пишет висты на остальных.</translation>
    </message>
    <message>
        <source>Raspasy: price of a trick</source>
        <translation>Распасы: цена взятки</translation>
    </message>
    <message>
        <source>Gora per trick on the first raspasy.</source>
        <translation>Гора за взятку на первом распасе.</translation>
    </message>
    <message>
        <source>Raspasy progression</source>
        <translation>Прогрессия на распасах</translation>
    </message>
    <message>
        <source>How the price grows over raspasy in a row: not at all, 1-2-3, or 1-2-4.</source>
        <translation>Как растёт цена распасов подряд: никак, 1-2-3 или 1-2-4.</translation>
    </message>
    <message>
        <source>Raspasy progression stops at</source>
        <translation>Прогрессия останавливается на</translation>
    </message>
    <message>
        <source>After this many raspasy in a row the price stops growing.</source>
        <translation>После стольких распасов подряд цена больше не растёт.</translation>
    </message>
    <message>
        <source>Raspasy: no tricks taken</source>
        <translation>Распасы: ни одной взятки</translation>
    </message>
    <message>
        <source>Whists for the prikup</source>
        <translation>Висты за прикуп</translation>
    </message>
    <message>
        <source>The declarer pays whists for tricks the prikup sold him (an ace 1, two aces 3…).</source>
        <translation>Играющий платит висты за взятки, которые ему «продал» прикуп (туз — 1, два туза — 3…).</translation>
    </message>
    <message>
        <source>Dealer on raspasy</source>
        <translation>Сдающий на распасах</translation>
    </message>
    <message>
        <source>The dealer sits out, or the two prikup cards play for him and their tricks go to his gora.</source>
        <translation>Сдающий не играет, или две карты прикупа играют за него, и их взятки идут ему в гору.</translation>
    </message>
    <message>
        <source>Dealer&apos;s raspasy premium</source>
        <translation>Премия сдающему на распасах</translation>
    </message>
    <message>
        <source>A dealer who took no trick on raspasy gets the no-trick premium like the players.</source>
        <translation>Сдающий без взяток на распасах получает премию, как и игроки.</translation>
    </message>
    <message>
        <source>Dealer returns the whist</source>
        <translation>Сдающий возвращает вист</translation>
    </message>
    <message>
        <source>When both defenders pass, the dealer may whist and play a passer&apos;s cards.</source>
        <translation>Если оба защитника спасовали, сдающий может вистовать картами спасовавшего.</translation>
    </message>
    <message>
        <source>Raspasy run ends with</source>
        <translation>Распасы прерывает</translation>
    </message>
    <message>
        <source>Raspasy amnesty</source>
        <translation>Амнистия на распасах</translation>
    </message>
    <message>
        <source>The fewest tricks anyone took on raspasy are struck from everyone before scoring.</source>
        <translation>Наименьшее число взяток на распасах списывается у всех до записи.</translation>
    </message>
    <message>
        <source>Gentleman whist on a made game</source>
        <translation>Джентльменский вист на сыгранной игре</translation>
    </message>
    <message>
        <source>With gentleman whist the lone whister shares the whists with the passer on a made game too.</source>
        <translation>При джентльменском висте одиночный вистующий делит висты с пасующим и когда игра сыграна.</translation>
    </message>
    <message>
        <source>Failed contract scored in</source>
        <translation>Ремиз записывается в</translation>
    </message>
    <message>
        <source>Gora for the declarer, or instead every defender writes 10 whists per missing trick on him.</source>
        <translation>Гора играющему, или вместо неё каждый защитник пишет на него 10 вистов за каждую недобранную взятку.</translation>
    </message>
    <message>
        <source>Gora divided among</source>
        <translation>Гора делится на</translation>
    </message>
    <message>
        <source>At settlement a gora is shared out among all players, or among the opponents only.</source>
        <translation>При расчёте гора делится на всех игроков или только на соперников.</translation>
    </message>
    <message>
        <source>Rounds to play</source>
        <translation>Сколько кругов</translation>
    </message>
    <message>
        <source>When the game ends after rounds: how many full rounds of dealing.</source>
        <translation>Если игра идёт на круги: сколько полных кругов сдач.</translation>
    </message>
    <message>
        <source>Whist is forced</source>
        <translation>Обязательный вист</translation>
    </message>
    <message>
        <source>With two players the other player must whist every game.</source>
        <translation>При игре вдвоём второй игрок обязан вистовать каждую игру.</translation>
    </message>
    <message>
        <source>Who answers for the whisters&apos; shortfall: the partner&apos;s surplus covers; each his own share (on 8 and up, his own trick); each the whole of it; or the one who took fewer tricks.</source>
        <translation>Кто отвечает за недобор вистующих: лишние взятки партнёра в зачёт; каждый за свою долю (на восьмерной и выше — за свою взятку); каждый за весь недобор; или тот, кто взял меньше.</translation>
    </message>
    <message>
        <source>Lone whister&apos;s tricks</source>
        <translation>Взятки одиночного вистующего</translation>
    </message>
    <message>
        <source>All: a lone whister writes whists for the passer&apos;s tricks too; own: only for his own, the passer&apos;s are nobody&apos;s.</source>
        <translation>Все: одиночный вистующий пишет висты и за взятки пасующего; свои: только за свои, взятки пасующего не пишет никто.</translation>
    </message>
    <message>
        <source>Unfinished pulya at settlement</source>
        <translation>Недописанная пуля при расчёте</translation>
    </message>
    <message>
        <source>To the gora: a pulya short of the target is charged to the gora; left out: a mid-game settlement ignores it.</source>
        <translation>В гору: недописанная пуля идёт в гору; не учитывать: при расчёте посреди пульки она не участвует.</translation>
    </message>
    <message>
        <source>Whisting</source>
        <extracomment>Each option group&apos;s title, by the ledger&apos;s group key.</extracomment>
        <translation>Висты</translation>
    </message>
    <message>
        <source>Remiz and consolation</source>
        <translation>Ремиз и консоляция</translation>
    </message>
    <message>
        <source>Raspasy</source>
        <translation>Распасы</translation>
    </message>
    <message>
        <source>Four players</source>
        <translation>Вчетвером</translation>
    </message>
    <message>
        <source>Closing and overflow</source>
        <translation>Закрытие пули и перебор</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Расчёт</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Деньги</translation>
    </message>
    <message>
        <source>Raspasy: whists per trick</source>
        <translation>Распасы: вистов за взятку</translation>
    </message>
    <message>
        <source>A declarer who concedes down three: the defence writes whists as if it took its tricks, consolation only, or nothing at all.</source>
        <translation>Игрок сдался «без трёх»: висты как за взятые взятки, только консоляция или вообще ничего.</translation>
    </message>
    <message>
        <source>What a player who took no trick on raspasy gets: pulya points, the price of two tricks off the gora, or one pulya point off the gora.</source>
        <translation>Что получает игрок без взяток на распасах: очки в пулю, цену двух взяток с горы или одно очко пули с горы.</translation>
    </message>
    <message>
        <source>When raspasy are scored in whists: whists per trick of each other player.</source>
        <translation>Если распасы пишутся в висты: сколько вистов за каждую взятку другого игрока.</translation>
    </message>
    <message>
        <source>Raspasy: tie for fewest tricks</source>
        <translation>Распасы: поровну меньше всех</translation>
    </message>
    <message>
        <source>When raspasy are scored in whists and two took fewest: each writes in full, or they split it.</source>
        <translation>Если распасы в вистах и меньше всех взяли двое: каждый пишет полностью или они делят.</translation>
    </message>
    <message>
        <source>Exit from raspasy</source>
        <translation>Выход из распасов</translation>
    </message>
    <message>
        <source>The lowest contract allowed after one, two, three… raspasy in a row.</source>
        <translation>Самая младшая игра после одного, двух, трёх… распасов подряд.</translation>
    </message>
    <message>
        <source>Pulya past the target</source>
        <translation>Пуля сверх нормы</translation>
    </message>
    <message>
        <source>Help: the surplus closes other players&apos; pulya; write off: it comes off your gora; count: it stays in the pulya; American: once closed, your points go to another player.</source>
        <translation>Помощь: излишек закрывает пулю другим; списание: списывается с горы; считать: остаётся в пуле; американская: очки закрывшего идут другому игроку.</translation>
    </message>
    <message>
        <source>Whom to help</source>
        <translation>Кому помогать</translation>
    </message>
    <message>
        <source>The open player closest to closing first, or the next open player clockwise.</source>
        <translation>Сначала тому, кто ближе к закрытию, или следующему по часовой стрелке.</translation>
    </message>
    <message>
        <source>Game ends when</source>
        <translation>Игра кончается, когда</translation>
    </message>
    <message>
        <source>Every pulya is closed, the pulyas add up to players × target, by agreement, after so many rounds, or every pulya is closed and every gora written off.</source>
        <translation>Все пули закрыты, сумма пуль дошла до «игроки × пуля», по договорённости, после заданного числа кругов или все пули закрыты и все горы списаны.</translation>
    </message>
    <message>
        <source>Which hand ends raspasy in a row: any game, a game played out, only a whisted game made, or that or a made misère.</source>
        <translation>Какая сдача прерывает распасы подряд: любая игра, сыгранная игра, только сыгранная завистованная игра или она же либо сыгранный мизер.</translation>
    </message>
    <message>
        <source>Checked ten: whists</source>
        <translation>Проверка десятерной: висты</translation>
    </message>
    <message>
        <source>When a ten is only checked: whists as on any game, or none at all (only the declarer&apos;s pulya or gora).</source>
        <translation>Если десятерная только проверяется: висты как на любой игре или никаких (только пуля или гора играющего).</translation>
    </message>
    <message>
        <source>Two whisters&apos; quota</source>
        <translation>Норма двух вистующих</translation>
    </message>
    <message>
        <source>Dealer&apos;s returned whist</source>
        <translation>Вист сдающего</translation>
    </message>
    <message>
        <source>Shared: the passers may console too; dealer alone: only he writes; whole defence: he writes both consolations and answers for the quota.</source>
        <translation>Вместе: пасовавшие тоже могут получить консоляцию; один сдающий: пишет только он; за всю защиту: он пишет обе консоляции и отвечает за норму.</translation>
    </message>
    <message>
        <source>Prikup whists written by</source>
        <translation>Висты за прикуп пишет</translation>
    </message>
    <message>
        <source>With three players: the two defenders write the prikup&apos;s whists half each, or the dealer all.</source>
        <translation>Втроём: висты за прикуп пишут оба защитника пополам или сдающий целиком.</translation>
    </message>
    <message>
        <source>Whist returned after a half-whist</source>
        <translation>Возврат виста после полвиста</translation>
    </message>
    <message>
        <source>The first defender whists after the second&apos;s half-whist: recorded as whist and pass, or the half-whister leaves the hand and writes nothing.</source>
        <translation>Первый вистует после «полвиста» второго: записывается как вист и пас, или полвистовавший выходит из игры и ничего не пишет.</translation>
    </message>
    <message>
        <source>Write-off below zero</source>
        <translation>Списание ниже нуля</translation>
    </message>
    <message>
        <source>A write-off may take the gora below zero; if not, it stops at 0 and the rest is dropped.</source>
        <translation>Может ли списание увести гору ниже нуля; если нет, гора списывается до 0, остальное пропадает.</translation>
    </message>
    <message>
        <source>full (ответственный)</source>
        <extracomment>Words for each choice value (English source; context &quot;ledger&quot;).</extracomment>
        <translation>ответственный</translation>
    </message>
    <message>
        <source>half (полуответственный)</source>
        <translation>полуответственный</translation>
    </message>
    <message>
        <source>individual</source>
        <translation>раздельно</translation>
    </message>
    <message>
        <source>pooled</source>
        <translation>вместе</translation>
    </message>
    <message>
        <source>the second whister pays</source>
        <translation>платит второй вистующий</translation>
    </message>
    <message>
        <source>both whisters pay</source>
        <translation>платят оба</translation>
    </message>
    <message>
        <source>split</source>
        <translation>пополам</translation>
    </message>
    <message>
        <source>greedy (жлобский)</source>
        <translation>жлобский</translation>
    </message>
    <message>
        <source>gentleman (джентльменский)</source>
        <translation>джентльменский</translation>
    </message>
    <message>
        <source>as if taken</source>
        <translation>как за взятые</translation>
    </message>
    <message>
        <source>gora</source>
        <translation>гора</translation>
    </message>
    <message>
        <source>whists</source>
        <translation>висты</translation>
    </message>
    <message>
        <source>arithmetic (1-2-3)</source>
        <translation>арифметическая (1-2-3)</translation>
    </message>
    <message>
        <source>geometric (1-2-4)</source>
        <translation>геометрическая (1-2-4)</translation>
    </message>
    <message>
        <source>one pulya point</source>
        <translation>одно очко в пулю</translation>
    </message>
    <message>
        <source>the trick price in pulya</source>
        <translation>цена взятки в пулю</translation>
    </message>
    <message>
        <source>each writes in full</source>
        <translation>каждый пишет полностью</translation>
    </message>
    <message>
        <source>help the others close</source>
        <translation>помощь другим</translation>
    </message>
    <message>
        <source>write off the gora</source>
        <translation>списать с горы</translation>
    </message>
    <message>
        <source>count it in the pulya</source>
        <translation>считать в пуле</translation>
    </message>
    <message>
        <source>closest to closing first</source>
        <translation>ближайшему к закрытию</translation>
    </message>
    <message>
        <source>clockwise</source>
        <translation>по часовой стрелке</translation>
    </message>
    <message>
        <source>every pulya is closed</source>
        <translation>все пули закрыты</translation>
    </message>
    <message>
        <source>the pulyas add up</source>
        <translation>сумма пуль набрана</translation>
    </message>
    <message>
        <source>by agreement</source>
        <translation>по договорённости</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>two pulya points</source>
        <translation>два очка в пулю</translation>
    </message>
    <message>
        <source>two tricks&apos; price off the gora</source>
        <translation>цена двух взяток с горы</translation>
    </message>
    <message>
        <source>after so many rounds</source>
        <translation>после заданного числа кругов</translation>
    </message>
    <message>
        <source>sits out</source>
        <translation>не играет</translation>
    </message>
    <message>
        <source>takes the prikup&apos;s tricks</source>
        <translation>берёт взятки прикупа</translation>
    </message>
    <message>
        <source>any game or misère</source>
        <translation>любая игра или мизер</translation>
    </message>
    <message>
        <source>a game played out</source>
        <translation>сыгранная игра</translation>
    </message>
    <message>
        <source>a whisted game made</source>
        <translation>сыгранная завистованная игра</translation>
    </message>
    <message>
        <source>all players</source>
        <translation>все игроки</translation>
    </message>
    <message>
        <source>the opponents</source>
        <translation>соперники</translation>
    </message>
    <message>
        <source>nothing at all</source>
        <translation>вообще ничего</translation>
    </message>
    <message>
        <source>as on any game</source>
        <translation>как на любой игре</translation>
    </message>
    <message>
        <source>the partner&apos;s surplus covers</source>
        <translation>лишние взятки партнёра в зачёт</translation>
    </message>
    <message>
        <source>each his own</source>
        <translation>каждый за себя</translation>
    </message>
    <message>
        <source>shared with the passers</source>
        <translation>вместе с пасовавшими</translation>
    </message>
    <message>
        <source>the dealer alone</source>
        <translation>один сдающий</translation>
    </message>
    <message>
        <source>the dealer as the whole defence</source>
        <translation>сдающий за всю защиту</translation>
    </message>
    <message>
        <source>the defenders, half each</source>
        <translation>защитники, пополам</translation>
    </message>
    <message>
        <source>the dealer</source>
        <translation>сдающий</translation>
    </message>
    <message>
        <source>as whist and pass</source>
        <translation>как вист и пас</translation>
    </message>
    <message>
        <source>the half-whister is out</source>
        <translation>полвистовавший выходит</translation>
    </message>
    <message>
        <source>a whisted game or a misère made</source>
        <translation>сыгранная завистованная игра или сыгранный мизер</translation>
    </message>
    <message>
        <source>the raspasy price in pulya</source>
        <translation>цена распасов в пулю</translation>
    </message>
    <message>
        <source>the progression step in pulya</source>
        <translation>шаг прогрессии в пулю</translation>
    </message>
    <message>
        <source>American help</source>
        <translation>американская помощь</translation>
    </message>
    <message>
        <source>every pulya closed, every gora at zero</source>
        <translation>все пули закрыты, горы списаны</translation>
    </message>
    <message>
        <source>each pays the whole shortfall</source>
        <translation>каждый за весь недобор</translation>
    </message>
    <message>
        <source>the one with fewer tricks pays</source>
        <translation>платит взявший меньше</translation>
    </message>
    <message>
        <source>the passer&apos;s tricks too</source>
        <translation>и за взятки пасующего</translation>
    </message>
    <message>
        <source>goes to the gora</source>
        <translation>идёт в гору</translation>
    </message>
    <message>
        <source>left out</source>
        <translation>не учитывается</translation>
    </message>
    <message>
        <source>one pulya point off the gora</source>
        <translation>одно очко пули с горы</translation>
    </message>
    <message>
        <source>his own tricks only</source>
        <extracomment>Where one option&apos;s value reads differently from the same word of another option.</extracomment>
        <translation>только за свои взятки</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Sochi</source>
        <translation>Сочи</translation>
    </message>
    <message>
        <source>Leningrad</source>
        <translation>Ленинград</translation>
    </message>
    <message>
        <source>Rostov</source>
        <translation>Ростов</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Классика</translation>
    </message>
    <message>
        <source>Own rules</source>
        <translation>Свои правила</translation>
    </message>
    <message>
        <source>{preset}, changed</source>
        <translation>{preset}, с изменениями</translation>
    </message>
    <message>
        <source>Unknown convention option &apos;{key}&apos; (did you mean &apos;{close}&apos;?)</source>
        <extracomment>The largest whist price and the finest step of one (a file beyond these is refused, not computed for hours). The most entries the raspasy exit may list. The player counts a game can have. The player counts a game can have. Player counts of the options that do not matter in every game (RULES §9.7, §10, §12.2). The groups in the order a player thinks of them, with their options in order. The option groups in display order; every option is in exactly one. The option groups in display order; every option is in exactly one. Every option, group by group in display order. Options that are the table&apos;s stake rather than its rules: the pulya&apos;s length and a whist&apos;s price.</extracomment>
        <translation>Неизвестное правило «{key}» (может быть, «{close}»?)</translation>
    </message>
    <message>
        <source>Unknown convention option &apos;{key}&apos;</source>
        <translation>Неизвестное правило «{key}»</translation>
    </message>
    <message>
        <source>Convention option &apos;{key}&apos; must be true or false, not {value!r}</source>
        <translation>Правило «{key}» — да или нет, а не {value!r}</translation>
    </message>
    <message>
        <source>Convention option &apos;{key}&apos; must be an amount of money such as &quot;0.5&quot;, not {value!r}</source>
        <translation>Правило «{key}» должно быть суммой денег, например «0.5», а не {value!r}</translation>
    </message>
    <message>
        <source>Convention option &apos;{key}&apos; must be a list of contract levels 6–10 such as [6, 7, 8], not {value!r}</source>
        <translation>Правило «{key}» — список уровней игры 6–10, например [6, 7, 8], а не {value!r}</translation>
    </message>
    <message>
        <source>Convention option &apos;{key}&apos; cannot be {value!r}; it is one of: {choices}</source>
        <translation>Правило «{key}» не может быть {value!r}; варианты: {choices}</translation>
    </message>
    <message>
        <source>The convention must be an object with a preset and options</source>
        <translation>Правила должны содержать набор и параметры</translation>
    </message>
    <message>
        <source>Unknown convention preset {value!r}; it is one of: {choices}</source>
        <translation>Неизвестный набор правил {value!r}; есть: {choices}</translation>
    </message>
    <message>
        <source>The convention has no preset and misses options: {keys}</source>
        <translation>В правилах нет набора и не хватает параметров: {keys}</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a contract</source>
        <extracomment>Contract price p(L) in pulya points (RULES §2); misère is 10. The defenders&apos; obligation obl(L) in tricks. Tricks in a deal: every hand played out has exactly this many. What a hand may be multiplied by (RULES §9.8): 1 as written, 2 (dark), 4 — the order the dark key steps through. The levels on which a half-whist may be said (RULES §3.1.2). How many tricks the prikup may sell the declarer (RULES §9.1): an ace 1, ace and king of a suit 2, two aces 3.
----------
Every bid by its file notation (``str(bid)``: &quot;7H&quot;, &quot;6NT&quot;, &quot;misere&quot;).</extracomment>
        <translation>«{text}» — это не игра</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a contract: write a level 6–10 and a suit, e.g. 7H, 7♥, 6БК, or misère</source>
        <translation>«{text}» — это не игра: напишите уровень 6–10 и масть, например 7♥, 7ч, 6БК, или мизер</translation>
    </message>
    <message>
        <source>A misère is its own kind of hand, not a game contract</source>
        <extracomment>A concession («без трёх») is scored as this many undertricks (RULES §3.1.6). The dummy&apos;s seat (болван) in a game of two: the third entry of ``calls`` and ``tricks``. RULES §9.8: a hand written double (dark) or four times; 1 is omitted in files. RULES §9.1: tricks the prikup sold the declarer of a trick game (0–3); only games may carry it.</extracomment>
        <translation>Мизер — отдельный вид раздачи, а не игра на взятки</translation>
    </message>
    <message>
        <source>contract made</source>
        <translation>игра сыграна</translation>
    </message>
    <message>
        <source>both passed: contract counted without play</source>
        <translation>оба паса: игра засчитана без розыгрыша</translation>
    </message>
    <message>
        <source>half-whist</source>
        <translation>полвиста</translation>
    </message>
    <message>
        <source>contract failed</source>
        <translation>ремиз</translation>
    </message>
    <message>
        <source>whists for tricks</source>
        <translation>висты за взятки</translation>
    </message>
    <message>
        <source>consolation</source>
        <translation>консоляция</translation>
    </message>
    <message>
        <source>whister short of the quota</source>
        <translation>недобор вистующего</translation>
    </message>
    <message>
        <source>misère made</source>
        <translation>мизер сыгран</translation>
    </message>
    <message>
        <source>misère tricks</source>
        <translation>взятки на мизере</translation>
    </message>
    <message>
        <source>raspasy tricks</source>
        <translation>взятки на распасах</translation>
    </message>
    <message>
        <source>raspasy without a trick</source>
        <translation>распасы без взяток</translation>
    </message>
    <message>
        <source>raspasy whists</source>
        <translation>висты на распасах</translation>
    </message>
    <message>
        <source>help to close the pulya</source>
        <translation>помощь в закрытии пули</translation>
    </message>
    <message>
        <source>whists for help</source>
        <translation>висты за помощь</translation>
    </message>
    <message>
        <source>pulya past the target written off the gora</source>
        <translation>пуля сверх нормы списана с горы</translation>
    </message>
    <message>
        <source>adjustment</source>
        <translation>ручная запись</translation>
    </message>
    <message>
        <source>whist taken back after a half-whist</source>
        <translation>возврат виста после полвиста</translation>
    </message>
    <message>
        <source>each whister answers for the whole shortfall</source>
        <translation>каждый вистующий отвечает за весь недобор</translation>
    </message>
    <message>
        <source>the whister with fewer tricks answers for the whole shortfall</source>
        <translation>весь недобор на вистующем, взявшем меньше</translation>
    </message>
    <message>
        <source>the whisters took as many tricks: they split the shortfall</source>
        <translation>вистующие взяли поровну: недобор пополам</translation>
    </message>
    <message>
        <source>whists for his own tricks only</source>
        <translation>висты только за свои взятки</translation>
    </message>
    <message>
        <source>raspasy without a trick: one pulya point off the gora</source>
        <translation>распасы без взяток: очко пули с горы</translation>
    </message>
    <message>
        <source>{name}: {amount} in the pulya</source>
        <extracomment>Each kind&apos;s value as a plain string, as entries keep it. The zones&apos; values as plain strings, as entries keep them. The reason for whists paid for tricks the prikup sold (RULES §9.1), by how many. Pulya entries of these kinds go through the target cap and overflow (RULES §4).</extracomment>
        <translation>{name}: {amount} в пулю</translation>
    </message>
    <message>
        <source>{name}: {amount} in the gora</source>
        <translation>{name}: {amount} в гору</translation>
    </message>
    <message>
        <source>{name} writes {amount} whists on {on}</source>
        <translation>{name} → {on}: {amount} вист.</translation>
    </message>
    <message>
        <source>hand {hand}, {what}</source>
        <translation>раздача {hand}, {what}</translation>
    </message>
    <message>
        <source>NT</source>
        <translation>БК</translation>
    </message>
    <message>
        <source>misère</source>
        <translation>мизер</translation>
    </message>
    <message>
        <source>{name}&apos;s tricks are nobody&apos;s: {whister} writes whists for his own tricks only</source>
        <extracomment>An entry as the ledger keeps it: (zone, seat, on, amount, why, hand, bid, multiplier) — plain values only, so that the garbage collector stops looking at the thousands a long game keeps: the bid is its file notation (&quot;7H&quot;, &quot;misere&quot;; None without one), made a :data:`Bid` again by :meth:`SheetEntry.from_raw`. How the returning dealer whists (§11.3), None when he does not. d1 took the whist back after d2&apos;s half-whist, d2 is out of the hand (§11.5). §12.2: a lone whister beside a passer, or d1 after taking the whist back, writes for his own tricks only. §11.1: a checked ten with ``checked_ten_whists = none``, a concession with ``concede_trick_whists = nothing`` — no whists for tricks and no consolation, from anybody.</extracomment>
        <translation>{name}: за эти взятки висты не пишет никто — {whister} пишет только за свои</translation>
    </message>
    <message>
        <source>{name} {amount} pulya</source>
        <extracomment>The entries as the hand scored them, before the overflow rule (RULES §4) wrote them against the pulya and gora of the sheet before it (the same tuple as ``raw`` where it changed nothing): when an earlier hand is edited, this hand&apos;s check and score hold and only the overflow is written again (:meth:`Sheet.replayed`). The hand before this one on its sheet: the sheet keeps its hands as this chain, shared by every sheet extended from it (one object per hand, which the garbage collector barely notices). Pulya a player who had closed gives away under American help (RULES §11.7): a contract&apos;s or a misère&apos;s, never a raspasy premium.</extracomment>
        <translation>{name} {amount} в пулю</translation>
    </message>
    <message>
        <source>{name} {amount} gora</source>
        <translation>{name} {amount} в гору</translation>
    </message>
    <message>
        <source>{name} → {on} {amount} whists</source>
        <translation>{name} → {on}: {amount} вист.</translation>
    </message>
    <message>
        <source>nothing written</source>
        <translation>ничего не записано</translation>
    </message>
    <message>
        <source>Hand {hand}: {problem}</source>
        <translation>Раздача {hand}: {problem}</translation>
    </message>
    <message>
        <source>dealer</source>
        <extracomment>The largest amount an adjustment may write into one place (a typo&apos;s guard; a real pulka stays far below).</extracomment>
        <translation>сдающий</translation>
    </message>
    <message>
        <source>declarer</source>
        <translation>играющий</translation>
    </message>
    <message>
        <source>there is no seat {seat} for the {role}: seats are 0 to {last}</source>
        <translation>нет места {seat} для «{role}»: места от 0 до {last}</translation>
    </message>
    <message>
        <source>{what} need one entry per player ({n}), not {count}</source>
        <translation>{what}: нужно по одному значению на игрока ({n}), а не {count}</translation>
    </message>
    <message>
        <source>with four players the hand must say who dealt: the dealer sits out</source>
        <translation>вчетвером нужно указать, кто сдавал: сдающий не играет</translation>
    </message>
    <message>
        <source>{name} dealt and sits out this hand, so takes no tricks</source>
        <translation>{name} сдаёт и сидит на прикупе, поэтому взяток не берёт</translation>
    </message>
    <message>
        <source>how many tricks did {name} take?</source>
        <translation>{name}: сколько взяток?</translation>
    </message>
    <message>
        <source>{name} cannot take {count} tricks: a count is 0 to 10</source>
        <translation>{name}: взяток не может быть {count}, только от 0 до 10</translation>
    </message>
    <message>
        <source>tricks add up to {total}, not 10</source>
        <translation>взяток в сумме {total}, а не 10</translation>
    </message>
    <message>
        <source>{what} have no whists or passes: remove the calls</source>
        <translation>{what} — без вистов и пасов: уберите заявки</translation>
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
        <translation>{name} сдаёт и сидит на прикупе, поэтому не может играть</translation>
    </message>
    <message>
        <source>{name} declared {contract} and cannot whist or pass on it</source>
        <translation>{name} играет {contract} и не может вистовать или пасовать</translation>
    </message>
    <message>
        <source>{name} must whist, pass or half-whist</source>
        <translation>{name}: вист, пас или полвиста?</translation>
    </message>
    <message>
        <source>{name} cannot half-whist: half-whist is not played in this convention</source>
        <translation>{name} не может сказать «полвиста»: в этих правилах полвиста нет</translation>
    </message>
    <message>
        <source>Stalingrad: six of spades must be whisted by both defenders, {d1} and {d2}</source>
        <translation>Сталинград: шесть пик обязаны вистовать оба — {d1} и {d2}</translation>
    </message>
    <message>
        <source>a half-whist is only allowed on a six or a seven, not on {contract}</source>
        <translation>полвиста бывает только на шестерной и семерной, не на {contract}</translation>
    </message>
    <message>
        <source>{d1} speaks first and cannot half-whist: only {d2} may, after {d1} passed</source>
        <translation>{d1} — первая рука и не может сказать «полвиста»: это может только {d2}, после «{d1}: пас»</translation>
    </message>
    <message>
        <source>a concession (без трёх) needs a whister, but nobody whisted</source>
        <translation>«без трёх» бывает, только если кто-то вистует, а вистующих нет</translation>
    </message>
    <message>
        <source>a conceded hand (без трёх) is not played, so it has no tricks</source>
        <translation>«без трёх» не разыгрывается, поэтому взяток нет</translation>
    </message>
    <message>
        <source>the hand was whisted and played: enter the tricks</source>
        <translation>был вист и розыгрыш: введите взятки</translation>
    </message>
    <message>
        <source>both defenders passed</source>
        <translation>оба спасовали</translation>
    </message>
    <message>
        <source>the hand was not played ({why}), so it has no tricks</source>
        <translation>раздача не разыгрывалась ({why}), поэтому взяток нет</translation>
    </message>
    <message>
        <source>misère hands</source>
        <translation>мизер</translation>
    </message>
    <message>
        <source>raspasy</source>
        <translation>распасы</translation>
    </message>
    <message>
        <source>pulya</source>
        <translation>пуля</translation>
    </message>
    <message>
        <source>the whists {name} writes need one entry per player ({n}), not {count}</source>
        <translation>висты, которые пишет {name}: нужно по одному значению на игрока ({n}), а не {count}</translation>
    </message>
    <message>
        <source>{name} cannot write whists on himself</source>
        <translation>{name}: висты на себя не пишут</translation>
    </message>
    <message>
        <source>after {run} raspasy in a row the contract should be at least a {minimum}; {contract} is lower</source>
        <translation>после {run} распасов подряд играть нужно не ниже {minimum}; {contract} — ниже</translation>
    </message>
    <message>
        <source>Every player needs a name</source>
        <translation>У каждого игрока должно быть имя</translation>
    </message>
    <message>
        <source>The name {name!r} shows nothing: it has only spaces or invisible characters</source>
        <translation>В имени {name!r} ничего не видно: в нём только пробелы или невидимые символы</translation>
    </message>
    <message>
        <source>Two players are called {name}: every name must differ</source>
        <translation>Двух игроков зовут {name}: имена должны различаться</translation>
    </message>
    <message>
        <source>prikup: one trick sold (an ace)</source>
        <translation>прикуп: продана одна взятка (туз)</translation>
    </message>
    <message>
        <source>prikup: two tricks sold (ace and king)</source>
        <translation>прикуп: проданы две взятки (туз и король)</translation>
    </message>
    <message>
        <source>prikup: two aces (three tricks)</source>
        <translation>прикуп: два туза (три взятки)</translation>
    </message>
    <message>
        <source>dealer returned the whist</source>
        <translation>сдающий вернул вист</translation>
    </message>
    <message>
        <source>contract failed: 10 whists a trick</source>
        <translation>ремиз: 10 вистов за взятку</translation>
    </message>
    <message>
        <source>raspasy tricks after the amnesty</source>
        <translation>взятки на распасах после амнистии</translation>
    </message>
    <message>
        <source>the prikup&apos;s tricks on raspasy</source>
        <translation>взятки прикупа на распасах</translation>
    </message>
    <message>
        <source>raspasy without a trick: two tricks off the gora</source>
        <translation>распасы без взяток: две взятки с горы</translation>
    </message>
    <message>
        <source>dark hand ×{multiplier}</source>
        <translation>втёмную ×{multiplier}</translation>
    </message>
    <message>
        <source>the dummy</source>
        <translation>болван</translation>
    </message>
    <message>
        <source>the dummy (seat 2) never bids, deals, declares or whists: the {role} is seat 0 or 1</source>
        <extracomment>Entries in per-seat calls and tricks (a 2-player game has the dummy&apos;s too).</extracomment>
        <translation>болван (место 2) не торгуется, не сдаёт, не играет и не вистует: {role} — место 0 или 1</translation>
    </message>
    <message>
        <source>{what} need one entry per player and one for the dummy ({n}), not {count}</source>
        <translation>{what}: нужно по одному значению на игрока и одно на болвана ({n}), а не {count}</translation>
    </message>
    <message>
        <source>an adjustment is written as it is: it cannot be played dark (×{multiplier})</source>
        <translation>ручная запись пишется как есть: втёмную (×{multiplier}) её не бывает</translation>
    </message>
    <message>
        <source>a hand is written once, double (dark, ×2) or ×4, not ×{multiplier}</source>
        <translation>сдача пишется один раз, вдвойне (втёмную, ×2) или ×4, но не ×{multiplier}</translation>
    </message>
    <message>
        <source>only a trick game pays for the prikup: a misère, raspasy or adjustment has no prikup</source>
        <translation>за прикуп платят только в игре на взятки: у мизера, распасов и ручной записи прикупа нет</translation>
    </message>
    <message>
        <source>whists for the prikup are not played in this convention: remove the prikup count</source>
        <translation>висты за прикуп в этой конвенции не пишут: уберите число взяток прикупа</translation>
    </message>
    <message>
        <source>the prikup sells 0 to 3 tricks (two aces are 3), not {count}</source>
        <translation>прикуп продаёт от 0 до 3 взяток (два туза — 3), а не {count}</translation>
    </message>
    <message>
        <source>how many tricks did the prikup take for {name}, the dealer? (0 to 2)</source>
        <translation>сколько взяток прикуп взял за сдающего ({name})? (от 0 до 2)</translation>
    </message>
    <message>
        <source>the prikup&apos;s two cards take 0 to 2 tricks for {name}, the dealer, not {count}</source>
        <translation>две карты прикупа берут за сдающего ({name}) от 0 до 2 взяток, а не {count}</translation>
    </message>
    <message>
        <source>{name} dealt and sits out the raspasy: he takes tricks only when he takes the prikup&apos;s</source>
        <translation>{name} сдаёт и не играет распасы: взятки сдающему пишут, только если он берёт взятки прикупа</translation>
    </message>
    <message>
        <source>enter the dummy&apos;s tricks too: all three counts add up to 10</source>
        <translation>введите и взятки болвана: все три числа в сумме дают 10</translation>
    </message>
    <message>
        <source>{name} dealt and sits out this hand, so cannot pass or half-whist</source>
        <translation>{name} сдаёт и не играет эту сдачу, поэтому не может пасовать или говорить «полвиста»</translation>
    </message>
    <message>
        <source>{name} dealt and sits out: the dealer returning the whist is not played here</source>
        <translation>{name} сдаёт и не играет: возврат виста сдающим в этой конвенции не играется</translation>
    </message>
    <message>
        <source>the dummy never whists or passes: its call stays empty</source>
        <translation>болван не вистует и не пасует: его заявка остаётся пустой</translation>
    </message>
    <message>
        <source>{name}, the dealer, may return the whist only when both {d1} and {d2} passed</source>
        <translation>{name} (сдающий) может вернуть вист, только если спасовали оба: {d1} и {d2}</translation>
    </message>
    <message>
        <source>{name} must whist: in this convention the whist is forced with two players</source>
        <translation>{name}: вист обязателен — в этой конвенции при игре вдвоём не пасуют</translation>
    </message>
    <message>
        <source>{d2} cannot half-whist beside {d1}&apos;s whist: in this convention a whist taken back after a half-whist is recorded as {d1} whist, {d2} pass</source>
        <translation>{d2} не может сказать «полвиста», если {d1} вистует: в этой конвенции возврат виста после полвиста записывается как «{d1}: вист», «{d2}: пас»</translation>
    </message>
    <message>
        <source>Stalingrad: six of spades must be whisted by {d1}</source>
        <translation>Сталинград: шесть пик обязан вистовать {d1}</translation>
    </message>
    <message>
        <source>the defender passed</source>
        <translation>защитник спасовал</translation>
    </message>
    <message>
        <source>A game has 2, 3 or 4 players</source>
        <extracomment>The newest game file version this prefcount reads and writes (FORMAT.md). The longest player name (it has to fit the pulka&apos;s edge and the settlement table).</extracomment>
        <translation>В игре 2, 3 или 4 игрока</translation>
    </message>
    <message>
        <source>This is not a prefcount game: the file is not UTF-8 text</source>
        <translation>Это не игра prefcount: файл не в кодировке UTF-8</translation>
    </message>
    <message>
        <source>The file is empty: it holds no game</source>
        <translation>Файл пуст: в нём нет игры</translation>
    </message>
    <message>
        <source>The file is damaged: it is nested too deeply</source>
        <translation>Файл повреждён: слишком глубокая вложенность</translation>
    </message>
    <message>
        <source>The file is damaged: it holds a key of {length} characters, {key!r}</source>
        <translation>Файл повреждён: в нём ключ длиной {length} символов, {key!r}</translation>
    </message>
    <message>
        <source>This is not a prefcount game (it has no &quot;format&quot;: &quot;{format}&quot;)</source>
        <translation>Это не игра prefcount (в нём нет &quot;format&quot;: &quot;{format}&quot;)</translation>
    </message>
    <message>
        <source>The game file has no valid version number</source>
        <translation>В файле игры нет правильного номера версии</translation>
    </message>
    <message>
        <source>This game was made by a newer prefcount (file version {version}); this one reads version {supported}. Please update prefcount.</source>
        <translation>Эта игра записана более новым prefcount (версия файла {version}); эта версия читает версию {supported}. Обновите prefcount.</translation>
    </message>
    <message>
        <source>Unknown key in the game file: {keys}</source>
        <translation>Неизвестный ключ в файле игры: {keys}</translation>
    </message>
    <message>
        <source>&quot;hands&quot; must be a list</source>
        <translation>&quot;hands&quot; должен быть списком</translation>
    </message>
    <message>
        <source>&quot;{key}&quot; must be text</source>
        <translation>&quot;{key}&quot; должен быть текстом</translation>
    </message>
    <message>
        <source>&quot;currency&quot; must be a short text such as &quot;₽&quot;, &quot;€&quot; or &quot;&quot; (none), at most {length} letters</source>
        <translation>«currency» — короткий знак валюты, например «₽», «€» или «» (без валюты), не длиннее {length} символов</translation>
    </message>
    <message>
        <source>&quot;id&quot; must be a text of at most {length} characters (the game&apos;s identifier)</source>
        <translation>«id» — текст не длиннее {length} символов (идентификатор игры)</translation>
    </message>
    <message>
        <source>Hand {hand}: a hand must be an object with a &quot;kind&quot;</source>
        <translation>Раздача {hand}: сдача должна быть объектом с &quot;kind&quot;</translation>
    </message>
    <message>
        <source>Hand {hand}: it has no &quot;kind&quot; (game, misere, raspasy or adjustment)</source>
        <translation>Раздача {hand}: нет &quot;kind&quot; (game, misere, raspasy или adjustment)</translation>
    </message>
    <message>
        <source>Hand {hand}: unknown kind {kind!r}; it is game, misere, raspasy or adjustment</source>
        <translation>Раздача {hand}: неизвестный вид {kind!r}; бывает game, misere, raspasy или adjustment</translation>
    </message>
    <message>
        <source>There is no file {path}</source>
        <translation>Нет файла {path}</translation>
    </message>
    <message>
        <source>{path} is a folder, not a game file</source>
        <translation>{path} — это папка, а не файл игры</translation>
    </message>
    <message>
        <source>The file is damaged: it is not valid JSON (line {line}, column {column}: a value is missing)</source>
        <translation>Файл повреждён: это не JSON (строка {line}, столбец {column}: здесь не хватает значения)</translation>
    </message>
    <message>
        <source>The file is damaged: it is not valid JSON (line {line}, column {column}: a name in double quotes is expected)</source>
        <translation>Файл повреждён: это не JSON (строка {line}, столбец {column}: здесь должно быть имя в двойных кавычках)</translation>
    </message>
    <message>
        <source>The file is damaged: it is not valid JSON (line {line}, column {column}: a colon is missing)</source>
        <translation>Файл повреждён: это не JSON (строка {line}, столбец {column}: не хватает двоеточия)</translation>
    </message>
    <message>
        <source>The file is damaged: it is not valid JSON (line {line}, column {column}: a comma is missing)</source>
        <translation>Файл повреждён: это не JSON (строка {line}, столбец {column}: не хватает запятой)</translation>
    </message>
    <message>
        <source>The file is damaged: it is not valid JSON (line {line}, column {column}: a text in quotes starts here and is never closed)</source>
        <translation>Файл повреждён: это не JSON (строка {line}, столбец {column}: здесь открыта кавычка, которая нигде не закрыта)</translation>
    </message>
    <message>
        <source>The file is damaged: it is not valid JSON (line {line}, column {column}: a text holds a line break or another control character)</source>
        <translation>Файл повреждён: это не JSON (строка {line}, столбец {column}: в тексте перевод строки или другой управляющий символ)</translation>
    </message>
    <message>
        <source>The file is damaged: it is not valid JSON (line {line}, column {column}: a text holds a broken backslash escape)</source>
        <translation>Файл повреждён: это не JSON (строка {line}, столбец {column}: в тексте неверная последовательность с обратной косой чертой)</translation>
    </message>
    <message>
        <source>The file is damaged: it is not valid JSON (line {line}, column {column}: something follows the end of the game)</source>
        <translation>Файл повреждён: это не JSON (строка {line}, столбец {column}: после конца игры есть что-то ещё)</translation>
    </message>
    <message>
        <source>The file is damaged: it is not valid JSON (line {line}, column {column}: a comma stands before a closing bracket)</source>
        <translation>Файл повреждён: это не JSON (строка {line}, столбец {column}: запятая перед закрывающей скобкой)</translation>
    </message>
    <message>
        <source>The file is damaged: it is not valid JSON (line {line}, column {column}: the text ends there, cut off)</source>
        <translation>Файл повреждён: это не JSON (строка {line}, столбец {column}: здесь текст обрывается — файл обрезан)</translation>
    </message>
    <message>
        <source>The file is damaged: it is not valid JSON (line {line}, column {column})</source>
        <translation>Файл повреждён: это не JSON (строка {line}, столбец {column})</translation>
    </message>
    <message>
        <source>Cannot read {path}: {why}</source>
        <translation>Не удаётся прочитать {path}: {why}</translation>
    </message>
    <message>
        <source>The same game as {other}: that one counts, this copy does not</source>
        <translation>Та же игра, что и {other}: учитывается та, эта копия — нет</translation>
    </message>
    <message>
        <source>An earlier version of {other}, which counts (this one has {hands} hands)</source>
        <translation>Ранняя версия {other}, которая учитывается (в этой раздач: {hands})</translation>
    </message>
    <message>
        <source>Another version of {other}, which counts (saved later); they part at hand {hand}</source>
        <translation>Другая версия {other}, которая учитывается (сохранена позже); они расходятся с раздачи {hand}</translation>
    </message>
    <message>
        <source>Another version of {other}, which counts (saved later); their players or rules differ</source>
        <translation>Другая версия {other}, которая учитывается (сохранена позже); у них разные игроки или правила</translation>
    </message>
    <message>
        <source>The book&apos;s index is busy in another window; it is brought up to date next time ({why})</source>
        <translation>Указатель книги занят в другом окне; он будет обновлён в следующий раз ({why})</translation>
    </message>
    <message>
        <source>No date in the file: it counts as played when the file was last saved ({when})</source>
        <translation>В файле нет даты: пулька учтена как сыгранная, когда файл сохранили последний раз ({when})</translation>
    </message>
    <message>
        <source>{alias} and {into} played in the same pulka ({path}): they are two people</source>
        <translation>{alias} и {into} играли в одной пульке ({path}): это два разных человека</translation>
    </message>
    <message>
        <source>{name} is another person already: merge them instead</source>
        <translation>{name} — уже другой человек: объедините их</translation>
    </message>
    <message>
        <source>{path} is a link that leads back to itself (a loop of symbolic links), not a folder</source>
        <translation>{path} — ссылка, которая ведёт сама на себя (петля символических ссылок), а не папка</translation>
    </message>
    <message>
        <source>{path} is a file, not a folder</source>
        <translation>{path} — файл, а не папка</translation>
    </message>
    <message>
        <source>Cannot make the folder {path}: {why}</source>
        <translation>Не удалось создать папку {path}: {why}</translation>
    </message>
    <message>
        <source>Not a club book&apos;s index: it is left as it is, and the book is read into a temporary index</source>
        <translation>Это не указатель клубной книги: он оставлен как есть, а книга прочитана во временный указатель</translation>
    </message>
    <message>
        <source>The book&apos;s index cannot be written here ({why}); the book is read into a temporary index</source>
        <translation>Указатель книги нельзя записать здесь ({why}); книга прочитана во временный указатель</translation>
    </message>
    <message>
        <source>Cannot read the file: {why}</source>
        <translation>Не удаётся прочитать файл: {why}</translation>
    </message>
    <message>
        <source>The file is damaged: {what}</source>
        <translation>Файл повреждён: {what}</translation>
    </message>
    <message>
        <source>The file was changing while it was read (a sync writing it?); it is read again</source>
        <translation>Файл менялся, пока его читали (его записывает синхронизация?); он будет прочитан ещё раз</translation>
    </message>
    <message>
        <source>Cannot read the roster {path}: {why}</source>
        <extracomment>The largest roster file read (a roster of a thousand people with ten names each is under 200 KB).</extracomment>
        <translation>Не удаётся прочитать список игроков {path}: {why}</translation>
    </message>
    <message>
        <source>The roster {path} is damaged; it is left as it is and not used</source>
        <translation>Список игроков {path} повреждён; он оставлен как есть и не используется</translation>
    </message>
    <message>
        <source>{name} is nobody else&apos;s alias</source>
        <translation>{name} — не другое имя кого-то ещё</translation>
    </message>
    <message>
        <source>The roster {path} is not a regular file; it is left as it is and not used</source>
        <translation>Список игроков {path} — не обычный файл; он оставлен как есть и не используется</translation>
    </message>
    <message>
        <source>The roster {path} is too big ({size} MB, at most {maximum} MB); it is left as it is and not used</source>
        <translation>Список игроков {path} слишком велик ({size} МБ, можно не больше {maximum} МБ); он оставлен как есть и не используется</translation>
    </message>
    <message>
        <source>Convention option &apos;{key}&apos; must be a whole number from {minimum} to {maximum}, not {value!r}</source>
        <translation>Правило «{key}» должно быть целым числом от {minimum} до {maximum}, а не {value!r}</translation>
    </message>
    <message>
        <source>Convention option &apos;{key}&apos; must be at most {maximum}, with {places} decimals at most, not {value!r}</source>
        <translation>Правило «{key}» должно быть не больше {maximum}, не более {places} знаков после запятой, а не {value!r}</translation>
    </message>
    <message>
        <source>an adjustment may write at most {maximum} into one place</source>
        <translation>поправка может записать не больше {maximum} в одно место</translation>
    </message>
    <message>
        <source>A player&apos;s name can be at most {maximum} characters long, not {length}</source>
        <translation>Имя игрока может быть не длиннее {maximum} знаков, а не {length}</translation>
    </message>
    <message>
        <source>The name {name!r} holds a line break or a control character</source>
        <translation>В имени {name!r} есть перевод строки или управляющий символ</translation>
    </message>
    <message>
        <source>The file is damaged: it holds text with a broken character (\ud800…)</source>
        <translation>Файл повреждён: в тексте есть испорченный символ (\ud800…)</translation>
    </message>
    <message>
        <source>The game has {count} hands; a game file may hold at most {maximum}</source>
        <translation>В игре {count} раздач; файл игры может содержать не больше {maximum}</translation>
    </message>
    <message>
        <source>{path} is not a regular file: it cannot be a game</source>
        <translation>{path} — не обычный файл: это не может быть игрой</translation>
    </message>
    <message>
        <source>{path} is too big for a game file: {size} MB, at most {maximum} MB</source>
        <translation>{path} слишком велик для файла игры: {size} МБ, можно не больше {maximum} МБ</translation>
    </message>
    <message>
        <source>The file is damaged: the key {key!r} is given twice</source>
        <translation>Файл повреждён: ключ {key!r} указан дважды</translation>
    </message>
    <message>
        <source>The text of {key!r} is too long: {length} characters, at most {maximum}</source>
        <translation>Текст {key!r} слишком длинный: {length} знаков, можно не больше {maximum}</translation>
    </message>
    <message>
        <source>The file holds a number of {digits} digits; no number in a game has more than {maximum}</source>
        <translation>В файле есть число из {digits} цифр; ни одно число в игре не длиннее {maximum}</translation>
    </message>
    <message>
        <source>The file is damaged: {value} is not a number a game can hold</source>
        <translation>Файл повреждён: {value} — не число, которое может быть в игре</translation>
    </message>
    <message>
        <source>The numbers in this game are too large for the book to add up</source>
        <translation>Числа в этой игре слишком велики, чтобы книга могла их сложить</translation>
    </message>
    <message>
        <source>{path} is not a club book&apos;s index (not a regular file): it is left as it is, not used</source>
        <translation>{path} — не указатель клубной книги (не обычный файл): он оставлен как есть и не используется</translation>
    </message>
    <message>
        <source>{path} is not a club book&apos;s index (an empty file): it is left as it is, not used</source>
        <translation>{path} — не указатель клубной книги (пустой файл): он оставлен как есть и не используется</translation>
    </message>
    <message>
        <source>{path} is not a club book&apos;s index (not an SQLite database): it is left as it is, not used</source>
        <translation>{path} — не указатель клубной книги (не база SQLite): он оставлен как есть и не используется</translation>
    </message>
    <message>
        <source>{path} is not a club book&apos;s index (another program&apos;s database): it is left as it is, not used</source>
        <translation>{path} — не указатель клубной книги (база другой программы): он оставлен как есть и не используется</translation>
    </message>
</context>
</TS>
