<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>App</name>
    <message>
        <source>Player {n}</source>
        <translation>Игрок {n}</translation>
    </message>
    <message>
        <source>Restore the game?</source>
        <translation>Восстановить пульку?</translation>
    </message>
    <message>
        <source>The restored game is not on disk yet</source>
        <translation>Восстановленная пулька ещё не записана на диск</translation>
    </message>
    <message>
        <source>The restored game could not be written to prefcount&apos;s folder ({why}). The last session&apos;s files are kept as they are and will be offered again at the next start. Save the game (Game → Save as…) to keep it.</source>
        <translation>Восстановленную пульку не удалось записать в папку prefcount ({why}). Файлы прошлого сеанса оставлены как есть, и при следующем запуске их предложат восстановить снова. Чтобы не потерять пульку, сохраните её (Пулька → Сохранить как…).</translation>
    </message>
    <message>
        <source>Its autosave cannot be read ({why}): the game is rebuilt from the record of its changes.</source>
        <translation>Её автосохранение не читается ({why}): пулька собрана заново по записи её изменений.</translation>
    </message>
    <message>
        <source>The record of its last changes was written by a newer prefcount and is not applied: update prefcount to get them back.</source>
        <translation>Запись её последних изменений сделана более новой версией prefcount и не применена: обновите prefcount, чтобы их вернуть.</translation>
    </message>
    <message>
        <source>The record of its last changes cannot be read ({why}): they are missing.</source>
        <translation>Запись её последних изменений не читается ({why}): этих изменений нет.</translation>
    </message>
    <message>
        <source>Both files of that session are kept as they were in {folder}.</source>
        <translation>Оба файла того сеанса сохранены как были в {folder}.</translation>
    </message>
    <message>
        <source>prefcount was stopped by the system last time (a logout, a shutdown or kill), and kept its game.</source>
        <translation>В прошлый раз prefcount остановила система (выход из сеанса, выключение или kill), и он сохранил свою пульку.</translation>
    </message>
    <message>
        <source>prefcount did not close properly last time.</source>
        <translation>В прошлый раз prefcount закрылся неправильно.</translation>
    </message>
    <message>
        <source>It was never saved to a file.</source>
        <translation>Она ни разу не сохранялась в файл.</translation>
    </message>
    <message>
        <source>It belonged to {name}, which is no longer there.</source>
        <translation>Она была из файла {name}, которого больше нет.</translation>
    </message>
    <message>
        <source>Its last changes were not saved to {name}.</source>
        <translation>Последние изменения не были сохранены в {name}.</translation>
    </message>
    <message>
        <source>{name} has changed since (it now holds {file_count} hands): this copy may be older.</source>
        <translation>Файл {name} с тех пор изменился (сейчас в нём раздач: {file_count}): эта копия может быть старее.</translation>
    </message>
    <message>
        <source>{name} has changed since: this copy may be older.</source>
        <translation>Файл {name} с тех пор изменился: эта копия может быть старее.</translation>
    </message>
    <message>
        <source>It comes back as not saved.</source>
        <translation>Она вернётся как несохранённая.</translation>
    </message>
    <message>
        <source>Restore the game of {players} ({count} hands)?</source>
        <translation>Восстановить пульку: {players} (раздач: {count})?</translation>
    </message>
    <message>
        <source>prefcount hit an error, but the game is kept (it is saved after every change). Its details could not be written to the error log.</source>
        <translation>В prefcount произошла ошибка, но пулька цела (она сохраняется после каждого изменения). Подробности записать в журнал ошибок не удалось.</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Что-то пошло не так</translation>
    </message>
    <message>
        <source>prefcount hit an error, but the game is kept (it is saved after every change). Details are in {path}.</source>
        <translation>В prefcount произошла ошибка, но пулька цела (она сохраняется после каждого изменения). Подробности — в {path}.</translation>
    </message>
    <message>
        <source>It had {name} open ({players}: {count} hands, all saved). Reopen it?</source>
        <translation>Был открыт файл {name} ({players}; раздач: {count}, всё сохранено). Открыть его снова?</translation>
    </message>
    <message>
        <source>Games from sessions that did not close properly were kept ({count}): Game → Open backup…</source>
        <translation>Пульки из сеансов, закрывшихся неправильно, сохранены (их {count}): Пулька → Открыть резервную копию…</translation>
    </message>
    <message>
        <source>You asked to open {name}, and it opens either way: Yes brings this game back beside it, in a window of its own.</source>
        <translation>Вы открываете файл {name}: он откроется в любом случае. «Да» вернёт и эту пульку — в отдельном окне рядом с ним.</translation>
    </message>
    <message>
        <source>{count} hands came back: the record of its later changes is damaged at line {line} ({why}), and the changes from there on are missing.</source>
        <translation>Вернулось раздач: {count}. Запись её более поздних изменений повреждена в строке {line} ({why}): изменений с этого места нет.</translation>
    </message>
    <message>
        <source>{why} The game cannot be kept in prefcount&apos;s folder ({folder}) until there is room on that disk: restore it, then save it elsewhere (Game → Save as…).</source>
        <translation>{why} Пульку нельзя хранить в папке prefcount ({folder}), пока на этом диске нет места: восстановите её, затем сохраните в другое место (Пулька → Сохранить как…).</translation>
    </message>
    <message>
        <source>{why} The game cannot be kept in prefcount&apos;s folder ({folder}) until it can be written again: restore it, then save it elsewhere (Game → Save as…).</source>
        <translation>{why} Пульку нельзя хранить в папке prefcount ({folder}), пока в неё нельзя писать: восстановите её, затем сохраните в другое место (Пулька → Сохранить как…).</translation>
    </message>
    <message>
        <source>{folder} has room for it.</source>
        <translation>В папке {folder} для неё есть место.</translation>
    </message>
    <message>
        <source>Save it on another disk or a USB stick.</source>
        <translation>Сохраните её на другой диск или на флешку.</translation>
    </message>
    <message>
        <source>Both files of that session stay as they were in {folder}.</source>
        <translation>Оба файла того сеанса остаются как были в {folder}.</translation>
    </message>
</context>
<context>
    <name>BackupDialog</name>
    <message>
        <source>saved</source>
        <translation>сохранена</translation>
    </message>
    <message>
        <source>A copy made when the game was saved.</source>
        <translation>Копия, сделанная при сохранении пульки.</translation>
    </message>
    <message>
        <source>not saved</source>
        <translation>не сохранена</translation>
    </message>
    <message>
        <source>not saved (a crash, a declined restore, or closed without saving)</source>
        <translation>не сохранена (сбой, отказ от восстановления или закрыта без сохранения)</translation>
    </message>
    <message>
        <source>overwritten</source>
        <translation>перезаписана</translation>
    </message>
    <message>
        <source>the file&apos;s version before it was overwritten</source>
        <translation>версия файла до того, как его перезаписали</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>Эта пулька</translation>
    </message>
    <message>
        <source>Other games</source>
        <translation>Другие пульки</translation>
    </message>
    <message>
        <source>(no file)</source>
        <translation>(без файла)</translation>
    </message>
    <message>
        <source>Open a backup</source>
        <translation>Открыть резервную копию</translation>
    </message>
    <message>
        <source>Copies kept on every save (the last few and one a day), and games that were not saved. A backup opens as a new unsaved game: nothing is overwritten.</source>
        <translation>Копии, сделанные при каждом сохранении (несколько последних и по одной за день), и пульки, которые не были сохранены. Копия открывается как новая несохранённая пулька: ничего не перезаписывается.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Пулька</translation>
    </message>
    <message>
        <source>Kept at</source>
        <translation>Когда</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Раздач</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Почему</translation>
    </message>
    <message>
        <source>No backups yet: they are made each time a game is saved.</source>
        <translation>Резервных копий пока нет: они делаются при каждом сохранении пульки.</translation>
    </message>
    <message>
        <source>Backups</source>
        <translation>Резервные копии</translation>
    </message>
</context>
<context>
    <name>BlankDialog</name>
    <message>
        <source>&amp;Preview…</source>
        <translation>&amp;Просмотр…</translation>
    </message>
    <message>
        <source>— (to write in)</source>
        <translation>— (вписать от руки)</translation>
    </message>
    <message>
        <source>Give {players} names, separated by commas, or none.</source>
        <translation>Нужно {players} имени через запятую — или ни одного.</translation>
    </message>
    <message>
        <source>Print a blank pulka</source>
        <translation>Печать чистой пульки</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Игроков</translation>
    </message>
    <message>
        <source>&amp;Names</source>
        <translation>&amp;Имена</translation>
    </message>
    <message>
        <source>clockwise from the bottom, separated by commas; empty: lines to write on</source>
        <translation>по часовой стрелке снизу, через запятую; пусто — строки, чтобы вписать</translation>
    </message>
    <message>
        <source>Pulya &amp;target</source>
        <translation>Пуля &amp;до</translation>
    </message>
    <message>
        <source>T&amp;wo sheets on each page</source>
        <translation>&amp;Две пульки на листе</translation>
    </message>
</context>
<context>
    <name>BookCharts</name>
    <message>
        <source>Money over time</source>
        <translation>Деньги по времени</translation>
    </message>
    <message>
        <source>Rating over time</source>
        <translation>Рейтинг по времени</translation>
    </message>
</context>
<context>
    <name>BookPeriods</name>
    <message>
        <source>The last evening</source>
        <extracomment>The periods in the order the book offers them, with their names (translated in context &quot;BookPeriods&quot;).</extracomment>
        <translation>Последний вечер</translation>
    </message>
    <message>
        <source>This month</source>
        <translation>Этот месяц</translation>
    </message>
    <message>
        <source>This season</source>
        <translation>Этот сезон</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>За всё время</translation>
    </message>
    <message>
        <source>From … to …</source>
        <translation>С … по …</translation>
    </message>
</context>
<context>
    <name>BookStats</name>
    <message>
        <source>declared {declared}, made {made}, failed {failed}</source>
        <extracomment>The money columns, green when won and red when lost; the first also names the currency in its header.</extracomment>
        <translation>заказано {declared}, сыграно {made}, без взяток {failed}</translation>
    </message>
    <message>
        <source>{day}, {file}: {money} (whists: {whists})</source>
        <translation>{day}, {file}: {money} (висты: {whists})</translation>
    </message>
    <message>
        <source>Contracts of this level: made of declared (a concession counts as failed)</source>
        <translation>Игры этого уровня: сыграно из заказанных (сдача игры считается несыгранной)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>The person, under the roster&apos;s name</source>
        <translation>Игрок под именем из списка игроков</translation>
    </message>
    <message>
        <source>Pulkas</source>
        <translation>Пульки</translation>
    </message>
    <message>
        <source>Pulkas played</source>
        <translation>Сыграно пулек</translation>
    </message>
    <message>
        <source>Won–lost</source>
        <translation>Плюс–минус</translation>
    </message>
    <message>
        <source>Pulkas won and lost in money</source>
        <translation>Пульки, закрытые в плюсе и в минусе по деньгам</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Деньги</translation>
    </message>
    <message>
        <source>Money won or lost, all pulkas together</source>
        <translation>Выигрыш или проигрыш в деньгах по всем пулькам</translation>
    </message>
    <message>
        <source>Money per pulka</source>
        <translation>Деньги в среднем за пульку</translation>
    </message>
    <message>
        <source>Money won or lost per pulka, on average</source>
        <translation>Деньги, выигранные или проигранные в среднем за пульку</translation>
    </message>
    <message>
        <source>Whists</source>
        <translation>Висты</translation>
    </message>
    <message>
        <source>Whists won or lost in the settlements, all pulkas together</source>
        <translation>Висты по итогам расчёта, по всем пулькам</translation>
    </message>
    <message>
        <source>Whists per pulka</source>
        <translation>Висты в среднем за пульку</translation>
    </message>
    <message>
        <source>Whists won or lost per pulka, on average</source>
        <translation>Висты, выигранные или проигранные в среднем за пульку</translation>
    </message>
    <message>
        <source>Whists per hand</source>
        <translation>Висты в среднем за раздачу</translation>
    </message>
    <message>
        <source>Whists won or lost per hand held, on average</source>
        <translation>Висты в среднем на раздачу, в которой игрок был с картами</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <source>Rating after the last pulka (Weng–Lin over the pulkas shown, a cautious estimate from 1500)</source>
        <translation>Рейтинг после последней пульки (Венг–Лин по показанным пулькам, осторожная оценка, начало — 1500)</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Раздачи</translation>
    </message>
    <message>
        <source>Hands in which the person held cards</source>
        <translation>Раздачи, в которых игрок был с картами</translation>
    </message>
    <message>
        <source>Contracts</source>
        <translation>Игры</translation>
    </message>
    <message>
        <source>Trick contracts: made of declared</source>
        <translation>Игры на взятки: сыграно из заказанных</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>Мизер</translation>
    </message>
    <message>
        <source>Misères: made of declared</source>
        <translation>Мизеры: сыграно из заказанных</translation>
    </message>
    <message>
        <source>declared {declared}, made {made}, caught {caught}</source>
        <translation>заказано {declared}, сыграно {made}, поймано {caught}</translation>
    </message>
    <message>
        <source>Whisted</source>
        <translation>Вистовал</translation>
    </message>
    <message>
        <source>Hands the person whisted as a defender</source>
        <translation>Раздачи, в которых игрок вистовал</translation>
    </message>
    <message>
        <source>Remizes</source>
        <translation>Ремизы</translation>
    </message>
    <message>
        <source>Hands in which the person, whisting, fell short of the whisters&apos; quota</source>
        <translation>Раздачи, в которых вистующий не добрал своих взяток (недобор вистующего)</translation>
    </message>
    <message>
        <source>Raspasy</source>
        <translation>Распасы</translation>
    </message>
    <message>
        <source>Raspasy played</source>
        <translation>Сыграно распасов</translation>
    </message>
    <message>
        <source>Tricks a raspasy</source>
        <translation>Взяток за распас</translation>
    </message>
    <message>
        <source>Average tricks taken on raspasy</source>
        <translation>Взяток в среднем на распасах</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Лучшая</translation>
    </message>
    <message>
        <source>The best pulka in money</source>
        <translation>Лучшая пулька по деньгам</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Худшая</translation>
    </message>
    <message>
        <source>The worst pulka in money</source>
        <translation>Худшая пулька по деньгам</translation>
    </message>
    <message>
        <source>Streaks</source>
        <translation>Серии</translation>
    </message>
    <message>
        <source>The longest runs of pulkas won and lost in a row</source>
        <translation>Самые длинные серии пулек в плюсе и в минусе подряд</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Сейчас</translation>
    </message>
    <message>
        <source>The run going on now: won (+) or lost (−) in a row</source>
        <translation>Текущая серия: в плюсе (+) или в минусе (−) подряд</translation>
    </message>
</context>
<context>
    <name>BookWindow</name>
    <message>
        <source>money</source>
        <extracomment>The window reads the folder again when activated, if its last reading is older than this.</extracomment>
        <translation>деньги</translation>
    </message>
    <message>
        <source>whists</source>
        <translation>висты</translation>
    </message>
    <message>
        <source>Close the club book</source>
        <translation>Закрыть клубную книгу</translation>
    </message>
    <message>
        <source>All conventions</source>
        <translation>Любые правила</translation>
    </message>
    <message>
        <source>Everybody</source>
        <translation>Все</translation>
    </message>
    <message>
        <source>Club book — {folder}</source>
        <translation>Клубная книга — {folder}</translation>
    </message>
    <message>
        <source>Open a club book</source>
        <translation>Открыть клубную книгу</translation>
    </message>
    <message>
        <source>Cannot open the book</source>
        <translation>Не удалось открыть книгу</translation>
    </message>
    <message>
        <source>Cannot read the book</source>
        <translation>Не удалось прочитать книгу</translation>
    </message>
    <message>
        <source>Files not counted</source>
        <translation>Файлы не учтены</translation>
    </message>
    <message>
        <source>{title} ({count}), no date ({undated})</source>
        <translation>{title} ({count}), без даты ({undated})</translation>
    </message>
    <message>
        <source>Season report {date}</source>
        <translation>Итоги сезона {date}</translation>
    </message>
    <message>
        <source>Cannot make the season report</source>
        <translation>Не удалось сделать итоги сезона</translation>
    </message>
    <message>
        <source>Season report saved: {path}</source>
        <translation>Итоги сезона сохранены: {path}</translation>
    </message>
    <message>
        <source>Pulkas: {pulkas}, hands: {hands}, people: {people}</source>
        <translation>Пулек: {pulkas}, раздач: {hands}, игроков: {people}</translation>
    </message>
    <message>
        <source>Written so in some game files</source>
        <translation>Так записан в некоторых файлах пулек</translation>
    </message>
    <message>
        <source>Club book</source>
        <translation>Клубная книга</translation>
    </message>
    <message>
        <source>Book folder:</source>
        <translation>Папка книги:</translation>
    </message>
    <message>
        <source>&amp;Open folder…</source>
        <translation>&amp;Открыть папку…</translation>
    </message>
    <message>
        <source>R&amp;e-read</source>
        <translation>Пере&amp;читать</translation>
    </message>
    <message>
        <source>Read the files that were added or changed since</source>
        <translation>Прочитать файлы, добавленные или изменённые с тех пор</translation>
    </message>
    <message>
        <source>%v of %m files read</source>
        <translation>Прочитано файлов: %v из %m</translation>
    </message>
    <message>
        <source>&amp;Period</source>
        <translation>П&amp;ериод</translation>
    </message>
    <message>
        <source>&amp;Convention</source>
        <translation>П&amp;равила</translation>
    </message>
    <message>
        <source>Pl&amp;ayer</source>
        <translation>&amp;Участник</translation>
    </message>
    <message>
        <source>Only the pulkas this person played: his figures, his lines on the charts, his balances</source>
        <translation>Только пульки, которые играл этот человек: его показатели, его линии на графиках, его расчёты с остальными</translation>
    </message>
    <message>
        <source>Count &amp;unfinished games</source>
        <translation>Считать &amp;незаконченные пульки</translation>
    </message>
    <message>
        <source>Season &amp;report (PDF)…</source>
        <translation>&amp;Итоги сезона (PDF)…</translation>
    </message>
    <message>
        <source>The pulkas shown (this period and convention) as a PDF to print or send: standings, money over time, head to head, each player&apos;s figures</source>
        <translation>Показанные пульки (за этот период, по этой конвенции) одним PDF — распечатать или отправить: таблица, деньги по времени, кто кому, цифры каждого игрока</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Статистика</translation>
    </message>
    <message>
        <source>Char&amp;ts</source>
        <translation>&amp;Графики</translation>
    </message>
    <message>
        <source>&amp;Head to head</source>
        <translation>Личные &amp;встречи</translation>
    </message>
    <message>
        <source>Sho&amp;w</source>
        <translation>По&amp;казать</translation>
    </message>
    <message>
        <source>Each row&apos;s balance against each column: green — up, red — down.</source>
        <translation>Итог игрока строки против игрока столбца: зелёный — в плюсе, красный — в минусе.</translation>
    </message>
    <message>
        <source>Pla&amp;yers</source>
        <translation>&amp;Игроки</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Pulkas</source>
        <translation>Пульки</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Последняя игра</translation>
    </message>
    <message>
        <source>&amp;Merge the selected person into</source>
        <translation>Объединить выбранного с &amp;другим:</translation>
    </message>
    <message>
        <source>Mer&amp;ge</source>
        <translation>С&amp;лить</translation>
    </message>
    <message>
        <source>Re&amp;name the selected person to</source>
        <translation>Новое и&amp;мя выбранного:</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>Переименов&amp;ать</translation>
    </message>
    <message>
        <source>A name of a person selected above may become a person of its own again:</source>
        <translation>Выбранное выше имя игрока снова станет отдельным игроком:</translation>
    </message>
    <message>
        <source>Sp&amp;lit off</source>
        <translation>Отдели&amp;ть</translation>
    </message>
    <message>
        <source>Open &amp;both in prefcount</source>
        <translation>Открыть о&amp;ба в prefcount</translation>
    </message>
    <message>
        <source>Open this file and the one that counts, each in a window of its own, to compare them</source>
        <translation>Открыть этот файл и учтённый, каждый в своём окне, чтобы сравнить их</translation>
    </message>
    <message>
        <source>Show in the &amp;folder</source>
        <translation>&amp;Показать в папке</translation>
    </message>
    <message>
        <source>Open the folder that holds this file in the file manager</source>
        <translation>Открыть папку с этим файлом в файловом менеджере</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <source>These files in the book folder are not counted. Nothing was changed in them; fix or move them, then re-read. A game in two files (a copy, another version) counts once: open both, keep the right one, and remove the other yourself — the book never moves or deletes a file. A file with no date in it counts, as played when it was last saved.</source>
        <translation>Эти файлы в папке книги не учтены. В них ничего не изменено; исправьте или уберите их и перечитайте книгу. Игра в двух файлах (копия, другая версия) учитывается один раз: откройте оба, оставьте верный, а лишний уберите сами — книга никогда не переносит и не удаляет файлы. Файл без даты учтён как сыгранный, когда его сохранили последний раз.</translation>
    </message>
    <message>
        <source>Why it does not count</source>
        <translation>Почему не учтён</translation>
    </message>
    <message>
        <source>Period from</source>
        <translation>Период с</translation>
    </message>
    <message>
        <source>Period to</source>
        <translation>Период по</translation>
    </message>
    <message>
        <source>Sections of the book</source>
        <translation>Разделы книги</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation>Личные встречи</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
</context>
<context>
    <name>ConventionEditor</name>
    <message>
        <source>Changed: {preset} has «{value}».</source>
        <translation>Изменено: в конвенции «{preset}» — «{value}».</translation>
    </message>
    <message>
        <source>changed: {count}</source>
        <translation>изменено: {count}</translation>
    </message>
    <message>
        <source>Not as in {preset}: {options}</source>
        <translation>Не так, как в конвенции «{preset}»: {options}</translation>
    </message>
</context>
<context>
    <name>DiskWarning</name>
    <message>
        <source>The background copy of the game could not be written ({why}); every change is on disk.</source>
        <translation>Фоновую копию пульки записать не удалось ({why}); все изменения на диске.</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Сохранить как…</translation>
    </message>
    <message>
        <source>Save the game to a file elsewhere now</source>
        <translation>Сохранить пульку в файл в другом месте сейчас</translation>
    </message>
    <message>
        <source>⚠ The last change is NOT on disk: {why} A crash now would lose it. Free the disk, or save the game elsewhere now:</source>
        <translation>⚠ Последнее изменение НЕ записано на диск: {why} При сбое оно пропадёт. Освободите место на диске или сохраните пульку в другое место сейчас:</translation>
    </message>
</context>
<context>
    <name>GameDocument</name>
    <message>
        <source>{name} is open in another program that does not let it be replaced. Close it there (or let a sync finish) and save again. The file is as it was.</source>
        <translation>{name} открыт в другой программе, которая не даёт его заменить. Закройте его там (или дождитесь конца синхронизации) и сохраните снова. Файл остался прежним.</translation>
    </message>
    <message>
        <source>The disk is full{where}.</source>
        <translation>Диск переполнен{where}.</translation>
    </message>
    <message>
        <source>The disk or folder is read-only{where}.</source>
        <translation>Диск или папка только для чтения{where}.</translation>
    </message>
    <message>
        <source>There is no permission to write there{where}.</source>
        <translation>Нет прав на запись туда{where}.</translation>
    </message>
</context>
<context>
    <name>HandList</name>
    <message>
        <source>Dealer</source>
        <translation>Сдавал</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Играл</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Заявки</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Взятки</translation>
    </message>
    <message>
        <source>What it wrote</source>
        <translation>Что записано</translation>
    </message>
</context>
<context>
    <name>HandPanel</name>
    <message>
        <source>The hand is not recorded. Escape again throws it away; Enter, or the next hand&apos;s first key, records it.</source>
        <translation>Раздача не записана. Ещё раз Escape — выбросить её; Enter или первая клавиша следующей раздачи — записать.</translation>
    </message>
    <message>
        <source>Edit hand {number}</source>
        <translation>Исправить раздачу {number}</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Раздача {number}</translation>
    </message>
    <message>
        <source>&amp;Save changes</source>
        <translation>&amp;Сохранить изменения</translation>
    </message>
    <message>
        <source>&amp;Record</source>
        <translation>&amp;Записать</translation>
    </message>
    <message>
        <source>Who played? Press the seat number or the first letter of the name (0 — raspasy).</source>
        <translation>Кто играл? Номер места или первая буква имени (0 — распасы).</translation>
    </message>
    <message>
        <source>Which contract? Type the level and the suit, e.g. 7 h.</source>
        <translation>Какая игра? Наберите уровень и масть, например 7 ч.</translation>
    </message>
    <message>
        <source>What did {name} say: whist, pass or half-whist?</source>
        <translation>{name}: вист, пас или полвиста?</translation>
    </message>
    <message>
        <source>How many tricks did the misère player take?</source>
        <translation>Сколько взяток взял игрок на мизере?</translation>
    </message>
    <message>
        <source>How many tricks did {name} take?</source>
        <translation>{name}: сколько взяток?</translation>
    </message>
    <message>
        <source>Enter the tricks.</source>
        <translation>Введите взятки.</translation>
    </message>
    <message>
        <source>«{key}»: the whist is taken back after a half-whist only with “{option}: {value}”.</source>
        <translation>«{key}»: вист после полвиста возвращают, только если в правилах «{option}: {value}».</translation>
    </message>
    <message>
        <source>«{key}»: this game does not count the tricks the prikup sold.</source>
        <translation>«{key}»: в этой пульке взятки, проданные прикупом, не считают.</translation>
    </message>
    <message>
        <source>no seat&apos;s number or name&apos;s first letter</source>
        <translation>это не номер места и не первая буква имени</translation>
    </message>
    <message>
        <source>no level, suit or misère</source>
        <translation>это не уровень, не масть и не мизер</translation>
    </message>
    <message>
        <source>no call</source>
        <translation>это не вист, не пас и не полвиста</translation>
    </message>
    <message>
        <source>no count of tricks</source>
        <translation>это не число взяток</translation>
    </message>
    <message>
        <source>the hand is whole: Enter records it</source>
        <translation>раздача уже полная: Enter — записать</translation>
    </message>
    <message>
        <source>this hand cannot be recorded as it is: correct it, or Escape twice throws it away</source>
        <translation>эту раздачу нельзя записать такой: исправьте её или дважды нажмите Escape, чтобы выбросить</translation>
    </message>
    <message>
        <source>past the last field: Tab goes on to the first, Shift+Tab back</source>
        <translation>поля кончились: Tab — к первому, Shift+Tab — назад</translation>
    </message>
    <message>
        <source>«{key}» not taken: {reason}.</source>
        <translation>«{key}» не принято: {reason}.</translation>
    </message>
    <message>
        <source>Enter records the hand.</source>
        <translation>Enter — записать раздачу.</translation>
    </message>
    <message>
        <source>Writes: {summary}</source>
        <translation>Запишет: {summary}</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>After the contract k2 (Cyrillic к2): the prikup sold two tricks.</source>
        <translation>После игры к2 (лат. k2): прикуп продал две взятки.</translation>
    </message>
    <message>
        <source>d (Cyrillic т): dark, ×2 (again: ×4).</source>
        <translation>т (лат. d): втёмную, ×2 (ещё раз: ×4).</translation>
    </message>
    <message>
        <source>{name}: call</source>
        <translation>{name}: заявка</translation>
    </message>
    <message>
        <source>{name}: tricks</source>
        <translation>{name}: взятки</translation>
    </message>
    <message>
        <source>Amounts of the adjustment</source>
        <translation>Суммы поправки</translation>
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
        <source>whists on
{name}</source>
        <translation>висты →
{name}</translation>
    </message>
    <message>
        <source>“{text}” is not a whole number.</source>
        <translation>«{text}» — не целое число.</translation>
    </message>
    <message>
        <source>deals, may return the whist</source>
        <translation>сдаёт, может вернуть вист</translation>
    </message>
    <message>
        <source>deals, takes the prikup&apos;s tricks</source>
        <translation>сдаёт, берёт взятки прикупа</translation>
    </message>
    <message>
        <source>deals, sits out</source>
        <translation>сдаёт, на прикупе</translation>
    </message>
    <message>
        <source>declarer</source>
        <translation>играет</translation>
    </message>
    <message>
        <source>whists or passes</source>
        <translation>вистует или пасует</translation>
    </message>
    <message>
        <source>speaks first</source>
        <translation>говорит первым</translation>
    </message>
    <message>
        <source>speaks second</source>
        <translation>говорит вторым</translation>
    </message>
    <message>
        <source>&amp;Kind</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>Dea&amp;ls</source>
        <translation>&amp;Сдаёт</translation>
    </message>
    <message>
        <source>&amp;Declarer</source>
        <translation>&amp;Играет</translation>
    </message>
    <message>
        <source>Seat number or the first letter of the name; 0 — raspasy</source>
        <translation>Номер места или первая буква имени; 0 — распасы</translation>
    </message>
    <message>
        <source>&amp;Contract</source>
        <translation>И&amp;гра</translation>
    </message>
    <message>
        <source>Level then suit: 7 then ♠ s п 1, ♣ c т 2, ♦ d б 3, ♥ h ч 4, no trump n 5; m or м — misère</source>
        <translation>Уровень, потом масть: 7, затем ♠ п s 1, ♣ т к c 2, ♦ б d 3, ♥ ч h 4, без козыря н n 5; м или m — мизер</translation>
    </message>
    <message>
        <source>Conceded (down &amp;three)</source>
        <translation>&amp;Без трёх</translation>
    </message>
    <message>
        <source>&amp;Open play</source>
        <translation>&amp;Открытая игра</translation>
    </message>
    <message>
        <source>Tricks the &amp;prikup sold</source>
        <translation>Взяток &amp;продал прикуп</translation>
    </message>
    <message>
        <source>k or к, then the count: an ace 1, ace and king 2, two aces 3</source>
        <translation>к или k, затем число: туз — 1, туз и король — 2, два туза — 3</translation>
    </message>
    <message>
        <source>Da&amp;rk</source>
        <translation>&amp;Втёмную</translation>
    </message>
    <message>
        <source>d or т: played dark, ×2; again ×4</source>
        <translation>т или d: втёмную, ×2; ещё раз ×4</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Заявка</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Взятки</translation>
    </message>
    <message>
        <source>Calls: w (Cyrillic в) — whist, p (Cyrillic п) — pass, h (Cyrillic р) or ½ — half-whist. Tricks: the last count fills itself in; b (Cyrillic б) — conceded (down three). Enter records.</source>
        <translation>Заявки: в (лат. w) — вист, п (лат. p) — пас, р (лат. h) или ½ — полвиста. Взятки: последнее число подставится само; б (лат. b) — «без трёх». Enter — записать.</translation>
    </message>
    <message>
        <source>Amounts added to the sheet as they are: pulya, gora, and the whists each player writes on the others.</source>
        <translation>Записывается как есть: пуля, гора и висты каждого игрока на остальных.</translation>
    </message>
    <message>
        <source>&amp;Note</source>
        <translation>&amp;Примечание</translation>
    </message>
</context>
<context>
    <name>HeadToHead</name>
    <message>
        <source>{row} against {column}: {amount} (pulkas together: {pulkas})</source>
        <translation>{row} против {column}: {amount} (пулек вместе: {pulkas})</translation>
    </message>
    <message>
        <source>Each row&apos;s balance against each column, summed over the games</source>
        <translation>Итог игрока строки против игрока столбца по всем пулькам</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>A typical hand is eight keys: 1 7 h w p 7 2 Enter.</source>
        <translation>Обычная раздача — восемь клавиш: 1 7 ч в п 7 2 Enter.</translation>
    </message>
    <message>
        <source>Declarer: the seat number, or the first letter of the name; 0 — raspasy.</source>
        <translation>Играющий: номер места или первая буква имени; 0 — распасы.</translation>
    </message>
    <message>
        <source>Contract: the level 6–9 (ten: 1 then 0), then the suit:</source>
        <translation>Игра: уровень 6–9 (десять: 1, затем 0), затем масть:</translation>
    </message>
    <message>
        <source>s or п ♠ · c, т or к ♣ · d or б ♦ · h or ч ♥ · n or н no trump (or 1–5); m — misère</source>
        <translation>п или s ♠ · т, к или c ♣ · б или d ♦ · ч или h ♥ · н или n без козыря (или 1–5); м — мизер</translation>
    </message>
    <message>
        <source>Calls, first to speak first: w (Cyrillic в) — whist, p (Cyrillic п) — pass, h (Cyrillic р) — half-whist.</source>
        <translation>Заявки, первым — кто говорит первым: в (лат. w) — вист, п (лат. p) — пас, р (лат. h) — полвиста.</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab — the next, the previous field: the field that takes the next key is framed, and the line under the fields says what it asks.</source>
        <translation>Tab, Shift+Tab — следующее, предыдущее поле: поле, куда пойдёт следующая клавиша, обведено рамкой, а строка под полями говорит, что в него ввести.</translation>
    </message>
    <message>
        <source>A key a field does not take is not lost silently: that line says why.</source>
        <translation>Клавиша, которую поле не принимает, не пропадает молча: та же строка говорит почему.</translation>
    </message>
    <message>
        <source>Backspace — clear the field; Enter — record; Esc — cancel.</source>
        <translation>Backspace — очистить поле; Enter — записать; Esc — отмена.</translation>
    </message>
    <message>
        <source>In the hand list: Enter or F2 — edit the hand (typing starts at its contract, Shift+Tab reaches the declarer); Delete — delete it.</source>
        <translation>В списке раздач: Enter или F2 — исправить раздачу (ввод начинается с игры, Shift+Tab — к играющему); Delete — удалить её.</translation>
    </message>
    <message>
        <source>Tricks: the declarer&apos;s, then the first defender&apos;s; the last count fills itself in.</source>
        <translation>Взятки: сначала играющего, потом первого вистующего; последнее число подставится само.</translation>
    </message>
    <message>
        <source>1 then 0 — ten; b or б — the declarer conceded («без трёх»).</source>
        <translation>1, затем 0 — десять; б или b — играющий сдался («без трёх»).</translation>
    </message>
    <message>
        <source>A whole hand is thrown away only by a second Esc in a row.</source>
        <translation>Целую раздачу выбрасывает только второй Esc подряд.</translation>
    </message>
    <message>
        <source>After one Esc, Enter records it — and so does the next hand&apos;s first key, which starts that hand.</source>
        <translation>После одного Esc Enter записывает её — как и первая клавиша следующей раздачи, которая эту раздачу начинает.</translation>
    </message>
    <message>
        <source>Keys may be typed ahead: they wait for the hand they belong to.</source>
        <translation>Можно печатать не дожидаясь: каждая клавиша попадёт в свою раздачу.</translation>
    </message>
    <message>
        <source>Main window: a digit or a letter starts the next hand with it.</source>
        <translation>Главное окно: цифра или буква начинает следующую раздачу.</translation>
    </message>
    <message>
        <source>Ctrl+Z — undo; Ctrl+Shift+Z or Ctrl+Y — redo; Ctrl+S — save; F1 — this list.</source>
        <translation>Ctrl+Z — отменить; Ctrl+Shift+Z или Ctrl+Y — вернуть; Ctrl+S — сохранить; F1 — этот список.</translation>
    </message>
    <message>
        <source>Menus: F10 or Alt, then the arrows and Enter, or the underlined letter (in either keyboard layout); and each item&apos;s shortcut, in any layout:</source>
        <translation>Меню: F10 или Alt, затем стрелки и Enter или подчёркнутая буква (в любой раскладке); и сочетание клавиш каждого пункта, в любой раскладке:</translation>
    </message>
    <message>
        <source>The score of a game of preferans, kept the way it looks on paper.</source>
        <translation>Запись пульки преферанса — такая же, как на бумаге.</translation>
    </message>
    <message>
        <source>Free software under the GNU GPL, version 3 or later.</source>
        <translation>Свободная программа на условиях GNU GPL версии 3 или более поздней.</translation>
    </message>
    <message>
        <source>The DejaVu fonts are under their own free licence (see the fonts folder).</source>
        <translation>Шрифты DejaVu — под своей свободной лицензией (см. папку со шрифтами).</translation>
    </message>
</context>
<context>
    <name>Inbox</name>
    <message>
        <source>{name} opens once the window is free (finish the hand or close the dialog).</source>
        <extracomment>How long a start waits for the running app to say it is ready for its files. The lock file (in the data folder) held by the app that listens. How often a file that waits asks whether the window is idle (ms).</extracomment>
        <translation>{name} откроется, когда окно освободится (допишите раздачу или закройте диалог).</translation>
    </message>
    <message>
        <source>The window holds one game: not opened {names}. Open them with Game → Open…, one at a time.</source>
        <translation>В окне одна пулька: не открыты {names}. Откройте их по одной (Пулька → Открыть…).</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>to {target}</source>
        <extracomment>what the explanation under the sheet is about: nothing, a hand (its index), a zone (its ref) ``words.options.PRESET_NAMES[&quot;sochi&quot;]`` (the app&apos;s default game), named before the ledger has loaded.</extracomment>
        <translation>до {target}</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Пулька окончена.</translation>
    </message>
    <message>
        <source>Settle up</source>
        <translation>Расписать</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Играть дальше</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Pulya</source>
        <translation>Пуля</translation>
    </message>
    <message>
        <source>Gora</source>
        <translation>Гора</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Деньги</translation>
    </message>
    <message>
        <source>Double-click to rename</source>
        <translation>Двойной щелчок — переименовать</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая пулька</translation>
    </message>
    <message>
        <source>Net whists</source>
        <translation>Итог, висты</translation>
    </message>
    <message>
        <source>What each player is up (+) or down (−) in whists: times the whist price, the money</source>
        <translation>Сколько вистов каждый в плюсе (+) или в минусе (−); умноженное на цену виста — деньги</translation>
    </message>
    <message>
        <source>Seat {seat}: type {seat} to record a hand this player declares</source>
        <translation>Место {seat}: нажмите {seat}, чтобы записать раздачу, которую играет этот игрок</translation>
    </message>
    <message>
        <source>Cannot rename</source>
        <translation>Не удалось переименовать</translation>
    </message>
    <message>
        <source>Select the hand to edit in the hand list (a click, or Tab then ↑/↓), then F2.</source>
        <translation>Выберите раздачу в списке раздач (щелчком или Tab, затем ↑/↓), потом F2.</translation>
    </message>
    <message>
        <source>No hand is recorded yet: there is nothing to edit.</source>
        <translation>Ещё ни одна раздача не записана: исправлять нечего.</translation>
    </message>
    <message>
        <source>Record or cancel (Escape) the hand being entered first.</source>
        <translation>Сначала запишите раздачу, которую вводите, или отмените её (Escape).</translation>
    </message>
    <message>
        <source>Cannot delete this hand</source>
        <translation>Эту раздачу нельзя удалить</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Несохранённые изменения</translation>
    </message>
    <message>
        <source>The game has changes that are not saved. Save them?</source>
        <translation>В пульке есть несохранённые изменения. Сохранить?</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Не удалось открыть пульку</translation>
    </message>
    <message>
        <source>A backup is open as a new game: Save as… keeps it.</source>
        <translation>Резервная копия открыта как новая пулька: «Сохранить как…» сохранит её.</translation>
    </message>
    <message>
        <source>The file has changed</source>
        <translation>Файл изменился</translation>
    </message>
    <message>
        <source>{name} was changed by someone else since it was opened or saved here. Overwrite it (its version is kept in the backups), save this game as another file, or cancel?</source>
        <translation>Файл {name} изменили в другом месте после того, как его открыли или сохранили здесь. Перезаписать его (его версия останется в резервных копиях), сохранить эту пульку в другой файл или отменить?</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Не удалось сохранить пульку</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Сохранено: {path}</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>(пока нет)</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Клавиатура</translation>
    </message>
    <message>
        <source>About prefcount</source>
        <translation>О программе prefcount</translation>
    </message>
    <message>
        <source>prefcount</source>
        <translation>prefcount</translation>
    </message>
    <message>
        <source>If we stopped now (double-click a name to rename)</source>
        <translation>Если закончить сейчас (двойной щелчок по имени — переименовать)</translation>
    </message>
    <message>
        <source>Hands — type the declarer&apos;s seat number (0 for raspasy) to record the next one</source>
        <translation>Раздачи — чтобы записать следующую, нажмите номер места играющего (0 — распасы)</translation>
    </message>
    <message>
        <source>Record hand…</source>
        <translation>Записать раздачу…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Исправить…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Settlement…</source>
        <translation>Роспись…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Пулька</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Недавние</translation>
    </message>
    <message>
        <source>&amp;Hand</source>
        <translation>&amp;Раздача</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <source>He&amp;lp</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Новая пулька…</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>Another pulka, &amp;same table</source>
        <translation>Ещё пулька, тот же &amp;стол</translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation>Ctrl+Shift+N</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <source>Open &amp;backup…</source>
        <translation>Открыть &amp;резервную копию…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>Ctrl+S</source>
        <translation>Ctrl+S</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>Se&amp;ttlement…</source>
        <translation>Р&amp;оспись…</translation>
    </message>
    <message>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <source>Print a &amp;blank pulka…</source>
        <translation>Печать &amp;чистой пульки…</translation>
    </message>
    <message>
        <source>&amp;Print the sheet…</source>
        <translation>&amp;Печать пульки…</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>&amp;Экспорт в PDF…</translation>
    </message>
    <message>
        <source>Open in PDF &amp;viewer</source>
        <translation>Открыть в просмотрщике &amp;PDF</translation>
    </message>
    <message>
        <source>&amp;Copy the result…</source>
        <translation>Скопировать &amp;итог…</translation>
    </message>
    <message>
        <source>The sheet and the settlement as one picture, and a line of text, for the club&apos;s chat</source>
        <translation>Пулька и роспись одной картинкой и строка текста — для чата клуба</translation>
    </message>
    <message>
        <source>Show on p&amp;hones</source>
        <translation>Показать на &amp;телефонах</translation>
    </message>
    <message>
        <source>Everyone at the table can watch the pulka on a phone (on this computer&apos;s network; view only)</source>
        <translation>Все за столом видят пульку на своих телефонах (в сети этого компьютера; только просмотр)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>&amp;Record hand…</source>
        <translation>&amp;Записать раздачу…</translation>
    </message>
    <message>
        <source>Ctrl+Return</source>
        <translation>Ctrl+Return</translation>
    </message>
    <message>
        <source>&amp;Edit hand…</source>
        <translation>&amp;Исправить раздачу…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Delete hand</source>
        <translation>&amp;Удалить раздачу</translation>
    </message>
    <message>
        <source>Ctrl+Del</source>
        <translation>Ctrl+Del</translation>
    </message>
    <message>
        <source>&amp;Keyboard…</source>
        <translation>&amp;Клавиатура…</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>&amp;About prefcount</source>
        <translation>&amp;О программе prefcount</translation>
    </message>
    <message>
        <source>&amp;Language and currency…</source>
        <translation>&amp;Язык и валюта…</translation>
    </message>
    <message>
        <source>Cannot open the club book</source>
        <translation>Не удалось открыть клубную книгу</translation>
    </message>
    <message>
        <source>&amp;Club</source>
        <translation>&amp;Клуб</translation>
    </message>
    <message>
        <source>R&amp;ules of this game…</source>
        <translation>П&amp;равила этой пульки…</translation>
    </message>
    <message>
        <source>Whist &amp;price and currency…</source>
        <translation>&amp;Цена виста и валюта…</translation>
    </message>
    <message>
        <source>Club &amp;book…</source>
        <translation>Клубная &amp;книга…</translation>
    </message>
    <message>
        <source>Ctrl+B</source>
        <translation>Ctrl+B</translation>
    </message>
    <message>
        <source>Standings if we stopped now</source>
        <translation>Итог, если закончить сейчас</translation>
    </message>
    <message>
        <source>Hands recorded</source>
        <translation>Записанные раздачи</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Начать</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая пулька</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Игроков</translation>
    </message>
    <message>
        <source>Names, clockwise</source>
        <translation>Имена по часовой стрелке</translation>
    </message>
    <message>
        <source>&amp;Deals first</source>
        <translation>&amp;Первым сдаёт</translation>
    </message>
    <message>
        <source>T&amp;itle</source>
        <translation>&amp;Название</translation>
    </message>
    <message>
        <source>optional: «Friday at Boris&apos;s»</source>
        <translation>можно не заполнять: «Пятница у Бориса»</translation>
    </message>
    <message>
        <source>The table&apos;s agreements, group by group (click a group to open it; what differs from the convention is marked):</source>
        <translation>Договорённости стола по разделам (щёлкните раздел, чтобы открыть; отличия от конвенции отмечены):</translation>
    </message>
    <message>
        <source>&amp;Convention</source>
        <translation>П&amp;равила</translation>
    </message>
    <message>
        <source>Pulya tar&amp;get</source>
        <translation>П&amp;уля до</translation>
    </message>
    <message>
        <source>&amp;Whist price</source>
        <translation>&amp;Цена виста</translation>
    </message>
    <message>
        <source>C&amp;urrency</source>
        <translation>&amp;Валюта</translation>
    </message>
    <message>
        <source>Same &amp;table as</source>
        <translation>Тот же &amp;стол, что</translation>
    </message>
    <message>
        <source>The people of a recent pulka in the club book, in their seats, with its convention</source>
        <translation>Игроки недавней пульки из клубной книги, на своих местах, с её правилами</translation>
    </message>
    <message>
        <source>Player 1: name</source>
        <translation>Игрок 1: имя</translation>
    </message>
    <message>
        <source>Player 2: name</source>
        <translation>Игрок 2: имя</translation>
    </message>
    <message>
        <source>Player 3: name</source>
        <translation>Игрок 3: имя</translation>
    </message>
    <message>
        <source>Player 4: name</source>
        <translation>Игрок 4: имя</translation>
    </message>
    <message>
        <source>The table&apos;s agreements</source>
        <translation>Договорённости стола</translation>
    </message>
</context>
<context>
    <name>Origin</name>
    <message>
        <source>{name}&apos;s pulya</source>
        <translation>Пуля: {name}</translation>
    </message>
    <message>
        <source>{name}&apos;s gora</source>
        <translation>Гора: {name}</translation>
    </message>
    <message>
        <source>Whists {name} wrote on {on}</source>
        <translation>Висты {name} → {on}</translation>
    </message>
    <message>
        <source>nothing written yet</source>
        <translation>пока ничего не записано</translation>
    </message>
    <message>
        <source>Hand {number}: {hand}</source>
        <translation>Раздача {number}: {hand}</translation>
    </message>
</context>
<context>
    <name>Platform</name>
    <message>
        <source>prefcount cannot open its window: system libraries are missing ({libraries}). Install them: {apt}</source>
        <translation>prefcount не может открыть окно: не хватает системных библиотек ({libraries}). Установите их: {apt}</translation>
    </message>
    <message>
        <source>prefcount cannot open its window: there is no display (DISPLAY is not set). Start it in a desktop session; &apos;prefcount score FILE&apos; works without one.</source>
        <translation>prefcount не может открыть окно: нет дисплея (DISPLAY не задан). Запустите его в графическом сеансе; «prefcount score ФАЙЛ» работает и без него.</translation>
    </message>
    <message>
        <source>prefcount cannot open its window: {reason}.</source>
        <translation>prefcount не может открыть окно: {reason}.</translation>
    </message>
    <message>
        <source>prefcount cannot open its window: {reason}. On Debian or Ubuntu: {apt}</source>
        <translation>prefcount не может открыть окно: {reason}. В Debian или Ubuntu: {apt}</translation>
    </message>
</context>
<context>
    <name>PriceDialog</name>
    <message>
        <source>{preset}, to {target}; {n} players: {players}.</source>
        <translation>{preset}, пуля до {target}; игроков: {n} — {players}.</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(без валюты)</translation>
    </message>
    <message>
        <source>Whist price and currency</source>
        <translation>Цена виста и валюта</translation>
    </message>
    <message>
        <source>&amp;Whist price</source>
        <translation>&amp;Цена виста</translation>
    </message>
    <message>
        <source>C&amp;urrency</source>
        <translation>&amp;Валюта</translation>
    </message>
    <message>
        <source>The price and the currency change only the money of the settlement: no number on the sheet changes. Undo puts them back.</source>
        <translation>Цена и валюта меняют только деньги в расчёте: ни одно число в пульке не меняется. «Отменить» вернёт прежние.</translation>
    </message>
</context>
<context>
    <name>PrintPreview</name>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Печать…</translation>
    </message>
    <message>
        <source>Page {page} of {count}</source>
        <translation>Страница {page} из {count}</translation>
    </message>
    <message>
        <source>Nothing to print: no page of the PDF could be read.</source>
        <translation>Печатать нечего: ни одну страницу PDF не удалось прочитать.</translation>
    </message>
    <message>
        <source>Print preview</source>
        <translation>Предпросмотр печати</translation>
    </message>
    <message>
        <source>Smaller (Ctrl+minus)</source>
        <translation>Мельче (Ctrl+минус)</translation>
    </message>
    <message>
        <source>Larger (Ctrl+plus)</source>
        <translation>Крупнее (Ctrl+плюс)</translation>
    </message>
    <message>
        <source>&amp;Whole pages</source>
        <translation>Страницы &amp;целиком</translation>
    </message>
    <message>
        <source>Each page whole in the window (Ctrl+0)</source>
        <translation>Каждая страница целиком в окне (Ctrl+0)</translation>
    </message>
    <message>
        <source>Fill the &amp;width</source>
        <translation>По &amp;ширине</translation>
    </message>
    <message>
        <source>The pages as wide as the window, to read them (Ctrl+9)</source>
        <translation>Страницы во всю ширину окна, чтобы читать (Ctrl+9)</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Страницы</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>The printer could not be started.</source>
        <translation>Не удалось запустить печать.</translation>
    </message>
    <message>
        <source>Cannot make the PDF</source>
        <translation>Не удалось сделать PDF</translation>
    </message>
    <message>
        <source>Cannot print</source>
        <translation>Не удалось напечатать</translation>
    </message>
    <message>
        <source>The printer did not take the next page.</source>
        <translation>Принтер не принял следующую страницу.</translation>
    </message>
    <message>
        <source>Printing…</source>
        <translation>Печать…</translation>
    </message>
    <message>
        <source>Printing page {page} of {count}…</source>
        <translation>Печать: страница {page} из {count}…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Printing</source>
        <translation>Печать</translation>
    </message>
    <message>
        <source>No PDF viewer</source>
        <translation>Нет программы для PDF</translation>
    </message>
    <message>
        <source>No program to show PDF files was found. The PDF is saved as {path}: open it with any PDF viewer, or use Export PDF… or Print.</source>
        <translation>Не найдена программа для просмотра PDF. PDF сохранён как {path}: откройте его любой программой для PDF или воспользуйтесь «Экспорт в PDF…» или «Печать пульки…».</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Папка</translation>
    </message>
    <message>
        <source>File Folder</source>
        <comment>Match Windows Explorer</comment>
        <translation>Папка с файлами</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <comment>All other platforms</comment>
        <translation>Ярлык</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Диск</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Неизвестно</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Папка:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Тип файлов:</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>No result to copy</source>
        <translation>Нечего копировать</translation>
    </message>
    <message>
        <source>The picture is on the clipboard: paste it in the chat.</source>
        <translation>Картинка в буфере обмена: вставьте её в чат.</translation>
    </message>
    <message>
        <source>The text is on the clipboard: paste it in the chat.</source>
        <translation>Текст в буфере обмена: вставьте его в чат.</translation>
    </message>
    <message>
        <source>Cannot save the picture</source>
        <translation>Не удалось сохранить картинку</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Сохранено: {path}</translation>
    </message>
    <message>
        <source>The result for the chat</source>
        <translation>Итог для чата</translation>
    </message>
    <message>
        <source>Copy the &amp;picture</source>
        <translation>Скопировать &amp;картинку</translation>
    </message>
    <message>
        <source>Copy the &amp;text</source>
        <translation>Скопировать &amp;текст</translation>
    </message>
    <message>
        <source>&amp;Save the picture…</source>
        <translation>&amp;Сохранить картинку…</translation>
    </message>
    <message>
        <source>The result in one line</source>
        <translation>Итог одной строкой</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of this game</source>
        <translation>Правила этой пульки</translation>
    </message>
    <message>
        <source>A convention of its own (no preset).</source>
        <translation>Свои правила (без основы).</translation>
    </message>
    <message>
        <source>{preset}, as it is.</source>
        <translation>{preset}, без изменений.</translation>
    </message>
    <message>
        <source>{preset}; changed: {options}.</source>
        <translation>{preset}; изменено: {options}.</translation>
    </message>
    <message>
        <source>&amp;What if we had played by…?</source>
        <translation>&amp;А если бы играли по…?</translation>
    </message>
    <message>
        <source>The rules of this pulka</source>
        <translation>Правила этой пульки</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>&amp;Currency</source>
        <translation>&amp;Валюта</translation>
    </message>
</context>
<context>
    <name>SettlementDialog</name>
    <message>
        <source>Nobody owes anybody anything.</source>
        <translation>Никто никому ничего не должен.</translation>
    </message>
    <message>
        <source>{payer} pays {payee} {amount}</source>
        <translation>{payer} → {payee}: {amount}</translation>
    </message>
    <message>
        <source>As the convention says, the unfinished pulya is left out: only a pulya past the target comes off the gora.</source>
        <extracomment>RULES §12.3 (``settle_open_pulya = ignore``), said when a pulya is still short of the target.</extracomment>
        <translation>Как договорились, недописанная пуля не учитывается: с горы списывается только пуля сверх цели.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Пулька окончена.</translation>
    </message>
    <message>
        <source>The game is not over: this is what the table would settle if it stopped now.</source>
        <translation>Пулька не окончена: так выйдет, если закончить сейчас.</translation>
    </message>
    <message>
        <source>{preset}, to {target}; a whist is worth {price}.</source>
        <translation>{preset}, пуля до {target}; вист стоит {price}.</translation>
    </message>
    <message>
        <source>Pulya</source>
        <translation>Пуля</translation>
    </message>
    <message>
        <source>Gora</source>
        <translation>Гора</translation>
    </message>
    <message>
        <source>Effective gora</source>
        <translation>Гора с пулей</translation>
    </message>
    <message>
        <source>After amnesty</source>
        <translation>После амнистии</translation>
    </message>
    <message>
        <source>Gora in whists</source>
        <translation>Гора в вистах</translation>
    </message>
    <message>
        <source>Net whists</source>
        <translation>Итог, висты</translation>
    </message>
    <message>
        <source>Rounded</source>
        <translation>Округлено</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Деньги</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Роспись пульки</translation>
    </message>
    <message>
        <source>Pairwise: what each row player gets from each column player, in whists</source>
        <translation>Попарно: сколько вистов игрок строки получает с игрока столбца</translation>
    </message>
    <message>
        <source>Who pays whom</source>
        <translation>Кто кому платит</translation>
    </message>
    <message>
        <source>Whist &amp;price…</source>
        <translation>&amp;Цена виста…</translation>
    </message>
    <message>
        <source>&amp;Print settlement…</source>
        <translation>&amp;Печать росписи…</translation>
    </message>
    <message>
        <source>Print the &amp;sheet…</source>
        <translation>Печать &amp;пульки…</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>&amp;Экспорт в PDF…</translation>
    </message>
    <message>
        <source>Open in PDF &amp;viewer</source>
        <translation>Открыть в просмотрщике &amp;PDF</translation>
    </message>
    <message>
        <source>Result by player</source>
        <translation>Итог по игрокам</translation>
    </message>
    <message>
        <source>Whists between each two</source>
        <translation>Висты попарно</translation>
    </message>
</context>
<context>
    <name>Share</name>
    <message>
        <source>{convention}, to {target}</source>
        <extracomment>The sheet on a phone: nearly square, so it fills a portrait screen&apos;s width and a landscape screen&apos;s height. SVG user units a mm: text laid out at a few times its size keeps its spacing in every browser. Each zone&apos;s latest totals (the first marked &quot;…&quot;); the final one is what a player reads.</extracomment>
        <translation>{convention}, пуля до {target}</translation>
    </message>
    <message>
        <source>{rules}, whist {price}</source>
        <translation>{rules}, вист {price}</translation>
    </message>
    <message>
        <source>Pulka</source>
        <extracomment>The picture&apos;s width in mm; its pixels come from :data:`prefcount.share.png.WIDTH_PX`.</extracomment>
        <translation>Пулька</translation>
    </message>
    <message>
        <source>If we stopped now</source>
        <translation>Если закончить сейчас</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Раздачи</translation>
    </message>
    <message>
        <source>No hands yet.</source>
        <translation>Раздач пока нет.</translation>
    </message>
    <message>
        <source>Follows the game as it is recorded</source>
        <translation>Обновляется само, как только записана раздача</translation>
    </message>
    <message>
        <source>No connection to the scorer: trying again…</source>
        <translation>Нет связи с компьютером, где ведётся запись: пробую снова…</translation>
    </message>
    <message>
        <source>The scorer stopped showing the game.</source>
        <translation>Показ пульки остановлен.</translation>
    </message>
    <message>
        <source>Too many phones are watching: trying again…</source>
        <translation>Слишком много зрителей: пробую снова…</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>Connected again: the page follows the game.</source>
        <translation>Связь восстановлена: страница снова следит за игрой.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Пулька окончена.</translation>
    </message>
    <message>
        <source>View only: the score is kept at the table.</source>
        <translation>Только просмотр: запись ведётся за столом.</translation>
    </message>
    <message>
        <source>{heading}: {standings}; {hands}, {rules}</source>
        <translation>{heading}: {standings}; {hands}, {rules}</translation>
    </message>
    <message>
        <source> (not finished: as if it stopped now)</source>
        <translation> (не доиграна: как если бы закончили сейчас)</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>пулька окончена</translation>
    </message>
    <message>
        <source>not finished</source>
        <translation>не доиграна</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n раздача</numerusform>
            <numerusform>%n раздачи</numerusform>
            <numerusform>%n раздач</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SharePanel</name>
    <message>
        <source>This computer only ({address})</source>
        <translation>Только этот компьютер ({address})</translation>
    </message>
    <message>
        <source>Wi-Fi</source>
        <translation>Wi-Fi</translation>
    </message>
    <message>
        <source>Cable</source>
        <translation>Кабель</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Сеть</translation>
    </message>
    <message>
        <source>This network leads to virtual machines or containers on this computer, not to the phones: connect the computer to the table&apos;s Wi-Fi, then choose that network.</source>
        <translation>Эта сеть ведёт к виртуальным машинам или контейнерам на этом компьютере, а не к телефонам: подключите компьютер к той же сети Wi-Fi, что и телефоны, и выберите её здесь.</translation>
    </message>
    <message>
        <source>Virtual network ({what}), not for phones</source>
        <translation>Виртуальная сеть ({what}), не для телефонов</translation>
    </message>
    <message>
        <source>VPN</source>
        <translation>VPN</translation>
    </message>
    <message>
        <source>Cannot show the game on {address}: {error}</source>
        <translation>Не удалось показать пульку по адресу {address}: {error}</translation>
    </message>
    <message>
        <source>Only this computer can open the page: connect it to the table&apos;s Wi-Fi, then choose that network.</source>
        <extracomment>Changes that come together (an undo of several steps, a replay) make one new page. The QR code&apos;s side in pixels, about: big enough for a phone&apos;s camera across the table.</extracomment>
        <translation>Страницу откроет только этот компьютер: подключите его к той же сети Wi-Fi, что и телефоны, и выберите её здесь.</translation>
    </message>
    <message>
        <source>If the system asks whether prefcount may accept connections from the network, allow it (on private networks): otherwise the phones cannot open the page.</source>
        <translation>Если система спросит, можно ли prefcount принимать подключения из сети, разрешите (для частных сетей): иначе телефоны не откроют страницу.</translation>
    </message>
    <message>
        <source>Another game is open, so the showing of the previous one ended: the phones were told. To show this game, start again: the phones scan the new code.</source>
        <translation>Открыта другая пулька, поэтому показ прежней остановлен: телефонам сообщено. Чтобы показать эту пульку, начните показ заново — телефоны отсканируют новый код.</translation>
    </message>
    <message>
        <source>Phones watching now: {count}</source>
        <translation>Сейчас смотрят: {count}</translation>
    </message>
    <message>
        <source>Shown on phones</source>
        <translation>Пулька на телефонах</translation>
    </message>
    <message>
        <source>Everyone at the table can watch the pulka on a phone: scan the code with the phone&apos;s camera. The phones must be on the same network as this computer. They can only look; nothing on the phones changes the game.</source>
        <translation>Все за столом могут смотреть пульку на своих телефонах: наведите камеру телефона на код. Телефоны должны быть в той же сети, что и этот компьютер. С телефона можно только смотреть: изменить в игре ничего нельзя.</translation>
    </message>
    <message>
        <source>&amp;Network</source>
        <translation>&amp;Сеть</translation>
    </message>
    <message>
        <source>Show &amp;this game</source>
        <translation>Показать &amp;эту пульку</translation>
    </message>
    <message>
        <source>&amp;Stop showing</source>
        <translation>&amp;Остановить показ</translation>
    </message>
</context>
<context>
    <name>Status</name>
    <message>
        <source>Hand {number}: {name} deals ({count} dealt so far).</source>
        <translation>Раздача {number}, сдаёт {name} (сдано раздач: {count}).</translation>
    </message>
    <message>
        <source>Raspasy in a row: {k}.</source>
        <translation>Распасов подряд: {k}.</translation>
    </message>
    <message>
        <source>Exit from raspasy: {level} or higher.</source>
        <translation>Выход из распасов: не ниже {level}.</translation>
    </message>
    <message>
        <source>Closed the pulya: {names}.</source>
        <translation>Закрыли пулю: {names}.</translation>
    </message>
    <message>
        <source>The game is over — settle up, or keep playing.</source>
        <translation>Пулька окончена — можно расписывать или играть дальше.</translation>
    </message>
    <message>
        <source>Next raspasy: step ×{step}, {price} gora a trick.</source>
        <translation>Следующие распасы: ступень ×{step}, {price} в гору за взятку.</translation>
    </message>
    <message>
        <source>Next raspasy: step ×{step}, {price} whists a trick.</source>
        <translation>Следующие распасы: ступень ×{step}, {price} вист. за взятку.</translation>
    </message>
    <message>
        <source>The last game did not end the run: it stays open.</source>
        <translation>Последняя игра не прервала распасы: счёт продолжается.</translation>
    </message>
</context>
<context>
    <name>WhatIfDialog</name>
    <message>
        <source>these options</source>
        <extracomment>Rows above the players in the result table: whose result, then which zone. The preset box&apos;s entry for options that match no preset.</extracomment>
        <translation>этим правилам</translation>
    </message>
    <message>
        <source>To compare, change «{option}» below.</source>
        <translation>Чтобы сравнить, измените ниже «{option}».</translation>
    </message>
    <message>
        <source>{option}: {ours} → {theirs}</source>
        <translation>{option}: {ours} → {theirs}</translation>
    </message>
    <message>
        <source>The same rules as this game: the same result.</source>
        <translation>Те же правила, что в этой пульке: тот же итог.</translation>
    </message>
    <message>
        <source>Played differently: {changes}.</source>
        <translation>Иначе: {changes}.</translation>
    </message>
    <message>
        <source>Pulya</source>
        <translation>Пуля</translation>
    </message>
    <message>
        <source>Gora</source>
        <translation>Гора</translation>
    </message>
    <message>
        <source>Whists</source>
        <translation>Висты</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Деньги</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>This game ({name})</source>
        <translation>Эта пулька ({name})</translation>
    </message>
    <message>
        <source>By {name}</source>
        <translation>По правилам «{name}»</translation>
    </message>
    <message>
        <source>With the options changed</source>
        <translation>С изменёнными правилами</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Разница</translation>
    </message>
    <message>
        <source>What if we had played by…?</source>
        <translation>А если бы играли по…?</translation>
    </message>
    <message>
        <source>&amp;Play the same hands by</source>
        <translation>&amp;Сыграть те же сдачи по</translation>
    </message>
    <message>
        <source>The options to play by (change any of them):</source>
        <translation>Правила для пересчёта (любое можно изменить):</translation>
    </message>
    <message>
        <source>The results compared</source>
        <translation>Сравнение итогов</translation>
    </message>
    <message>
        <source>The rules to compare with</source>
        <translation>Правила для сравнения</translation>
    </message>
</context>
<context>
    <name>commands</name>
    <message>
        <source>Record hand {number}</source>
        <translation>Запись раздачи {number}</translation>
    </message>
    <message>
        <source>Edit hand {number}</source>
        <translation>Исправление раздачи {number}</translation>
    </message>
    <message>
        <source>Delete hand {number}</source>
        <translation>Удаление раздачи {number}</translation>
    </message>
    <message>
        <source>Change the whist price to {price}</source>
        <translation>Изменение цены виста на {price}</translation>
    </message>
    <message>
        <source>Rename {old} to {new}</source>
        <translation>Переименование: {old} → {new}</translation>
    </message>
    <message>
        <source>Another pulka at the same table</source>
        <translation>Начало новой пульки за тем же столом</translation>
    </message>
</context>
<context>
    <name>prompts</name>
    <message>
        <source>Overwrite</source>
        <translation>Перезаписать</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Сохранить как…</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Открыть пульку</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Все файлы (*)</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t save</source>
        <translation>&amp;Не сохранять</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Экспорт в PDF</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Сохранить пульку</translation>
    </message>
    <message>
        <source>Save the picture</source>
        <translation>Сохранить картинку</translation>
    </message>
</context>
</TS>
