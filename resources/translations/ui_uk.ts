<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA">
<context>
    <name>App</name>
    <message>
        <source>Player {n}</source>
        <translation>Гравець {n}</translation>
    </message>
    <message>
        <source>Restore the game?</source>
        <translation>Відновити пульку?</translation>
    </message>
    <message>
        <source>The restored game is not on disk yet</source>
        <translation>Відновлену пульку ще не записано на диск</translation>
    </message>
    <message>
        <source>The restored game could not be written to prefcount&apos;s folder ({why}). The last session&apos;s files are kept as they are and will be offered again at the next start. Save the game (Game → Save as…) to keep it.</source>
        <translation>Відновлену пульку не вдалося записати до теки prefcount ({why}). Файли минулого сеансу залишено як є, і під час наступного запуску їх запропонують відновити знову. Щоб не втратити пульку, збережіть її (Пулька → Зберегти як…).</translation>
    </message>
    <message>
        <source>Its autosave cannot be read ({why}): the game is rebuilt from the record of its changes.</source>
        <translation>Її автозбереження не читається ({why}): пульку зібрано заново із запису її змін.</translation>
    </message>
    <message>
        <source>The record of its last changes was written by a newer prefcount and is not applied: update prefcount to get them back.</source>
        <translation>Запис її останніх змін зроблено новішою версією prefcount, і його не застосовано: оновіть prefcount, щоб їх повернути.</translation>
    </message>
    <message>
        <source>The record of its last changes cannot be read ({why}): they are missing.</source>
        <translation>Запис її останніх змін не читається ({why}): цих змін немає.</translation>
    </message>
    <message>
        <source>Both files of that session are kept as they were in {folder}.</source>
        <translation>Обидва файли того сеансу збережено як були в {folder}.</translation>
    </message>
    <message>
        <source>prefcount was stopped by the system last time (a logout, a shutdown or kill), and kept its game.</source>
        <translation>Минулого разу prefcount зупинила система (вихід із сеансу, вимкнення або kill), і він зберіг свою пульку.</translation>
    </message>
    <message>
        <source>prefcount did not close properly last time.</source>
        <translation>Минулого разу prefcount закрився неправильно.</translation>
    </message>
    <message>
        <source>It was never saved to a file.</source>
        <translation>Її жодного разу не збережено у файл.</translation>
    </message>
    <message>
        <source>It belonged to {name}, which is no longer there.</source>
        <translation>Вона була з файлу {name}, якого більше немає.</translation>
    </message>
    <message>
        <source>Its last changes were not saved to {name}.</source>
        <translation>Останні зміни не було збережено в {name}.</translation>
    </message>
    <message>
        <source>{name} has changed since (it now holds {file_count} hands): this copy may be older.</source>
        <translation>Файл {name} відтоді змінився (зараз у ньому роздач: {file_count}): ця копія може бути старішою.</translation>
    </message>
    <message>
        <source>{name} has changed since: this copy may be older.</source>
        <translation>Файл {name} відтоді змінився: ця копія може бути старішою.</translation>
    </message>
    <message>
        <source>It comes back as not saved.</source>
        <translation>Вона повернеться як незбережена.</translation>
    </message>
    <message>
        <source>Restore the game of {players} ({count} hands)?</source>
        <translation>Відновити пульку: {players} (роздач: {count})?</translation>
    </message>
    <message>
        <source>prefcount hit an error, but the game is kept (it is saved after every change). Its details could not be written to the error log.</source>
        <translation>У prefcount сталася помилка, але пулька ціла (вона зберігається після кожної зміни). Подробиці записати до журналу помилок не вдалося.</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Щось пішло не так</translation>
    </message>
    <message>
        <source>prefcount hit an error, but the game is kept (it is saved after every change). Details are in {path}.</source>
        <translation>У prefcount сталася помилка, але пулька ціла (вона зберігається після кожної зміни). Подробиці — у {path}.</translation>
    </message>
    <message>
        <source>It had {name} open ({players}: {count} hands, all saved). Reopen it?</source>
        <translation>Був відкритий файл {name} ({players}; роздач: {count}, усе збережено). Відкрити його знову?</translation>
    </message>
    <message>
        <source>Games from sessions that did not close properly were kept ({count}): Game → Open backup…</source>
        <translation>Пульки із сеансів, що закрилися неправильно, збережено (їх {count}): Пулька → Відкрити резервну копію…</translation>
    </message>
    <message>
        <source>You asked to open {name}, and it opens either way: Yes brings this game back beside it, in a window of its own.</source>
        <translation>Ви відкриваєте файл {name}: він відкриється в будь-якому разі. «Так» поверне й цю пульку — в окремому вікні поруч із ним.</translation>
    </message>
    <message>
        <source>{count} hands came back: the record of its later changes is damaged at line {line} ({why}), and the changes from there on are missing.</source>
        <translation>Повернулося роздач: {count}. Запис її пізніших змін пошкоджено в рядку {line} ({why}): змін із цього місця немає.</translation>
    </message>
    <message>
        <source>{why} The game cannot be kept in prefcount&apos;s folder ({folder}) until there is room on that disk: restore it, then save it elsewhere (Game → Save as…).</source>
        <translation>{why} Пульку не можна зберігати в теці prefcount ({folder}), доки на цьому диску немає місця: відновіть її, потім збережіть деінде (Пулька → Зберегти як…).</translation>
    </message>
    <message>
        <source>{why} The game cannot be kept in prefcount&apos;s folder ({folder}) until it can be written again: restore it, then save it elsewhere (Game → Save as…).</source>
        <translation>{why} Пульку не можна зберігати в теці prefcount ({folder}), доки в неї не можна писати: відновіть її, потім збережіть деінде (Пулька → Зберегти як…).</translation>
    </message>
    <message>
        <source>{folder} has room for it.</source>
        <translation>У теці {folder} для неї є місце.</translation>
    </message>
    <message>
        <source>Save it on another disk or a USB stick.</source>
        <translation>Збережіть її на інший диск або на флешку.</translation>
    </message>
    <message>
        <source>Both files of that session stay as they were in {folder}.</source>
        <translation>Обидва файли того сеансу залишаються як були в {folder}.</translation>
    </message>
</context>
<context>
    <name>BackupDialog</name>
    <message>
        <source>saved</source>
        <translation>збережена</translation>
    </message>
    <message>
        <source>A copy made when the game was saved.</source>
        <translation>Копія, зроблена під час збереження пульки.</translation>
    </message>
    <message>
        <source>not saved</source>
        <translation>не збережена</translation>
    </message>
    <message>
        <source>not saved (a crash, a declined restore, or closed without saving)</source>
        <translation>не збережена (збій, відмова від відновлення або закрита без збереження)</translation>
    </message>
    <message>
        <source>overwritten</source>
        <translation>перезаписана</translation>
    </message>
    <message>
        <source>the file&apos;s version before it was overwritten</source>
        <translation>версія файлу до того, як його перезаписали</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>Ця пулька</translation>
    </message>
    <message>
        <source>Other games</source>
        <translation>Інші пульки</translation>
    </message>
    <message>
        <source>(no file)</source>
        <translation>(без файлу)</translation>
    </message>
    <message>
        <source>Open a backup</source>
        <translation>Відкрити резервну копію</translation>
    </message>
    <message>
        <source>Copies kept on every save (the last few and one a day), and games that were not saved. A backup opens as a new unsaved game: nothing is overwritten.</source>
        <translation>Копії, зроблені під час кожного збереження (кілька останніх і по одній за день), і пульки, які не було збережено. Копія відкривається як нова незбережена пулька: нічого не перезаписується.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Пулька</translation>
    </message>
    <message>
        <source>Kept at</source>
        <translation>Коли</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Роздач</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Чому</translation>
    </message>
    <message>
        <source>No backups yet: they are made each time a game is saved.</source>
        <translation>Резервних копій поки немає: вони робляться під час кожного збереження пульки.</translation>
    </message>
    <message>
        <source>Backups</source>
        <translation>Резервні копії</translation>
    </message>
</context>
<context>
    <name>BlankDialog</name>
    <message>
        <source>&amp;Preview…</source>
        <translation>&amp;Перегляд…</translation>
    </message>
    <message>
        <source>— (to write in)</source>
        <translation>— (вписати від руки)</translation>
    </message>
    <message>
        <source>Give {players} names, separated by commas, or none.</source>
        <translation>Потрібно {players} імені через кому — або жодного.</translation>
    </message>
    <message>
        <source>Print a blank pulka</source>
        <translation>Друк чистої пульки</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Гравців</translation>
    </message>
    <message>
        <source>&amp;Names</source>
        <translation>&amp;Імена</translation>
    </message>
    <message>
        <source>clockwise from the bottom, separated by commas; empty: lines to write on</source>
        <translation>за годинниковою стрілкою знизу, через кому; порожньо — рядки, щоб вписати</translation>
    </message>
    <message>
        <source>Pulya &amp;target</source>
        <translation>Пуля &amp;до</translation>
    </message>
    <message>
        <source>T&amp;wo sheets on each page</source>
        <translation>&amp;Дві пульки на аркуші</translation>
    </message>
</context>
<context>
    <name>BookCharts</name>
    <message>
        <source>Money over time</source>
        <translation>Гроші в часі</translation>
    </message>
    <message>
        <source>Rating over time</source>
        <translation>Рейтинг у часі</translation>
    </message>
</context>
<context>
    <name>BookPeriods</name>
    <message>
        <source>The last evening</source>
        <extracomment>The periods in the order the book offers them, with their names (translated in context &quot;BookPeriods&quot;).</extracomment>
        <translation>Останній вечір</translation>
    </message>
    <message>
        <source>This month</source>
        <translation>Цей місяць</translation>
    </message>
    <message>
        <source>This season</source>
        <translation>Цей сезон</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>За весь час</translation>
    </message>
    <message>
        <source>From … to …</source>
        <translation>З … по …</translation>
    </message>
</context>
<context>
    <name>BookStats</name>
    <message>
        <source>declared {declared}, made {made}, failed {failed}</source>
        <extracomment>The money columns, green when won and red when lost; the first also names the currency in its header.</extracomment>
        <translation>замовлено {declared}, зіграно {made}, без взяток {failed}</translation>
    </message>
    <message>
        <source>{day}, {file}: {money} (whists: {whists})</source>
        <translation>{day}, {file}: {money} (висти: {whists})</translation>
    </message>
    <message>
        <source>Contracts of this level: made of declared (a concession counts as failed)</source>
        <translation>Ігри цього рівня: зіграно із замовлених (здача гри вважається незіграною)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <source>The person, under the roster&apos;s name</source>
        <translation>Гравець під ім&apos;ям зі списку гравців</translation>
    </message>
    <message>
        <source>Pulkas</source>
        <translation>Пульки</translation>
    </message>
    <message>
        <source>Pulkas played</source>
        <translation>Зіграно пульок</translation>
    </message>
    <message>
        <source>Won–lost</source>
        <translation>Плюс–мінус</translation>
    </message>
    <message>
        <source>Pulkas won and lost in money</source>
        <translation>Пульки, закриті в плюсі та в мінусі за грошима</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Гроші</translation>
    </message>
    <message>
        <source>Money won or lost, all pulkas together</source>
        <translation>Виграш або програш у грошах за всі пульки</translation>
    </message>
    <message>
        <source>Money per pulka</source>
        <translation>Гроші в середньому за пульку</translation>
    </message>
    <message>
        <source>Money won or lost per pulka, on average</source>
        <translation>Гроші, виграні чи програні в середньому за пульку</translation>
    </message>
    <message>
        <source>Whists</source>
        <translation>Висти</translation>
    </message>
    <message>
        <source>Whists won or lost in the settlements, all pulkas together</source>
        <translation>Висти за підсумками розрахунку, за всі пульки</translation>
    </message>
    <message>
        <source>Whists per pulka</source>
        <translation>Висти в середньому за пульку</translation>
    </message>
    <message>
        <source>Whists won or lost per pulka, on average</source>
        <translation>Висти, виграні чи програні в середньому за пульку</translation>
    </message>
    <message>
        <source>Whists per hand</source>
        <translation>Висти в середньому за роздачу</translation>
    </message>
    <message>
        <source>Whists won or lost per hand held, on average</source>
        <translation>Висти в середньому на роздачу, в якій гравець був з картами</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <source>Rating after the last pulka (Weng–Lin over the pulkas shown, a cautious estimate from 1500)</source>
        <translation>Рейтинг після останньої пульки (Венг–Лін за показаними пульками, обережна оцінка, початок — 1500)</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Роздачі</translation>
    </message>
    <message>
        <source>Hands in which the person held cards</source>
        <translation>Роздачі, у яких гравець був з картами</translation>
    </message>
    <message>
        <source>Contracts</source>
        <translation>Ігри</translation>
    </message>
    <message>
        <source>Trick contracts: made of declared</source>
        <translation>Ігри на взятки: зіграно із замовлених</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>Мізер</translation>
    </message>
    <message>
        <source>Misères: made of declared</source>
        <translation>Мізери: зіграно із замовлених</translation>
    </message>
    <message>
        <source>declared {declared}, made {made}, caught {caught}</source>
        <translation>замовлено {declared}, зіграно {made}, спіймано {caught}</translation>
    </message>
    <message>
        <source>Whisted</source>
        <translation>Вістував</translation>
    </message>
    <message>
        <source>Hands the person whisted as a defender</source>
        <translation>Роздачі, у яких гравець вістував</translation>
    </message>
    <message>
        <source>Remizes</source>
        <translation>Ремізи</translation>
    </message>
    <message>
        <source>Hands in which the person, whisting, fell short of the whisters&apos; quota</source>
        <translation>Роздачі, у яких вістуючий не добрав своїх взяток (недобір вістуючого)</translation>
    </message>
    <message>
        <source>Raspasy</source>
        <translation>Розпаси</translation>
    </message>
    <message>
        <source>Raspasy played</source>
        <translation>Зіграно розпасів</translation>
    </message>
    <message>
        <source>Tricks a raspasy</source>
        <translation>Взяток за розпас</translation>
    </message>
    <message>
        <source>Average tricks taken on raspasy</source>
        <translation>Взяток у середньому на розпасах</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Найкраща</translation>
    </message>
    <message>
        <source>The best pulka in money</source>
        <translation>Найкраща пулька за грошима</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Найгірша</translation>
    </message>
    <message>
        <source>The worst pulka in money</source>
        <translation>Найгірша пулька за грошима</translation>
    </message>
    <message>
        <source>Streaks</source>
        <translation>Серії</translation>
    </message>
    <message>
        <source>The longest runs of pulkas won and lost in a row</source>
        <translation>Найдовші серії пульок у плюсі та в мінусі поспіль</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Зараз</translation>
    </message>
    <message>
        <source>The run going on now: won (+) or lost (−) in a row</source>
        <translation>Поточна серія: у плюсі (+) або в мінусі (−) поспіль</translation>
    </message>
</context>
<context>
    <name>BookWindow</name>
    <message>
        <source>money</source>
        <extracomment>The window reads the folder again when activated, if its last reading is older than this.</extracomment>
        <translation>гроші</translation>
    </message>
    <message>
        <source>whists</source>
        <translation>висти</translation>
    </message>
    <message>
        <source>Close the club book</source>
        <translation>Закрити клубну книгу</translation>
    </message>
    <message>
        <source>All conventions</source>
        <translation>Будь-які правила</translation>
    </message>
    <message>
        <source>Everybody</source>
        <translation>Усі</translation>
    </message>
    <message>
        <source>Club book — {folder}</source>
        <translation>Клубна книга — {folder}</translation>
    </message>
    <message>
        <source>Open a club book</source>
        <translation>Відкрити клубну книгу</translation>
    </message>
    <message>
        <source>Cannot open the book</source>
        <translation>Не вдалося відкрити книгу</translation>
    </message>
    <message>
        <source>Cannot read the book</source>
        <translation>Не вдалося прочитати книгу</translation>
    </message>
    <message>
        <source>Files not counted</source>
        <translation>Файли не враховано</translation>
    </message>
    <message>
        <source>{title} ({count}), no date ({undated})</source>
        <translation>{title} ({count}), без дати ({undated})</translation>
    </message>
    <message>
        <source>Season report {date}</source>
        <translation>Підсумки сезону {date}</translation>
    </message>
    <message>
        <source>Cannot make the season report</source>
        <translation>Не вдалося зробити підсумки сезону</translation>
    </message>
    <message>
        <source>Season report saved: {path}</source>
        <translation>Підсумки сезону збережено: {path}</translation>
    </message>
    <message>
        <source>Pulkas: {pulkas}, hands: {hands}, people: {people}</source>
        <translation>Пульок: {pulkas}, роздач: {hands}, гравців: {people}</translation>
    </message>
    <message>
        <source>Written so in some game files</source>
        <translation>Так записаний у деяких файлах пульок</translation>
    </message>
    <message>
        <source>Club book</source>
        <translation>Клубна книга</translation>
    </message>
    <message>
        <source>Book folder:</source>
        <translation>Тека книги:</translation>
    </message>
    <message>
        <source>&amp;Open folder…</source>
        <translation>&amp;Відкрити теку…</translation>
    </message>
    <message>
        <source>R&amp;e-read</source>
        <translation>Пере&amp;читати</translation>
    </message>
    <message>
        <source>Read the files that were added or changed since</source>
        <translation>Прочитати файли, додані або змінені відтоді</translation>
    </message>
    <message>
        <source>%v of %m files read</source>
        <translation>Прочитано файлів: %v з %m</translation>
    </message>
    <message>
        <source>&amp;Period</source>
        <translation>П&amp;еріод</translation>
    </message>
    <message>
        <source>&amp;Convention</source>
        <translation>П&amp;равила</translation>
    </message>
    <message>
        <source>Pl&amp;ayer</source>
        <translation>&amp;Учасник</translation>
    </message>
    <message>
        <source>Only the pulkas this person played: his figures, his lines on the charts, his balances</source>
        <translation>Лише пульки, які грала ця людина: її показники, її лінії на графіках, її розрахунки з іншими</translation>
    </message>
    <message>
        <source>Count &amp;unfinished games</source>
        <translation>Рахувати &amp;незакінчені пульки</translation>
    </message>
    <message>
        <source>Season &amp;report (PDF)…</source>
        <translation>П&amp;ідсумки сезону (PDF)…</translation>
    </message>
    <message>
        <source>The pulkas shown (this period and convention) as a PDF to print or send: standings, money over time, head to head, each player&apos;s figures</source>
        <translation>Показані пульки (за цей період, за цією конвенцією) одним PDF — роздрукувати чи надіслати: таблиця, гроші в часі, хто кому, цифри кожного гравця</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Статистика</translation>
    </message>
    <message>
        <source>Char&amp;ts</source>
        <translation>&amp;Графіки</translation>
    </message>
    <message>
        <source>&amp;Head to head</source>
        <translation>&amp;Особисті зустрічі</translation>
    </message>
    <message>
        <source>Sho&amp;w</source>
        <translation>По&amp;казати</translation>
    </message>
    <message>
        <source>Each row&apos;s balance against each column: green — up, red — down.</source>
        <translation>Підсумок гравця рядка проти гравця стовпця: зелений — у плюсі, червоний — у мінусі.</translation>
    </message>
    <message>
        <source>Pla&amp;yers</source>
        <translation>Грав&amp;ці</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Ім&apos;я</translation>
    </message>
    <message>
        <source>Pulkas</source>
        <translation>Пульки</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Остання гра</translation>
    </message>
    <message>
        <source>&amp;Merge the selected person into</source>
        <translation>Об&apos;єднати вибраного з &amp;іншим:</translation>
    </message>
    <message>
        <source>Mer&amp;ge</source>
        <translation>З&amp;лити</translation>
    </message>
    <message>
        <source>Re&amp;name the selected person to</source>
        <translation>Нове і&amp;м&apos;я вибраного:</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>Перейменув&amp;ати</translation>
    </message>
    <message>
        <source>A name of a person selected above may become a person of its own again:</source>
        <translation>Вибране вище ім&apos;я гравця знову стане окремим гравцем:</translation>
    </message>
    <message>
        <source>Sp&amp;lit off</source>
        <translation>Відокреми&amp;ти</translation>
    </message>
    <message>
        <source>Open &amp;both in prefcount</source>
        <translation>Відкрити о&amp;бидва в prefcount</translation>
    </message>
    <message>
        <source>Open this file and the one that counts, each in a window of its own, to compare them</source>
        <translation>Відкрити цей файл і врахований, кожен у власному вікні, щоб порівняти їх</translation>
    </message>
    <message>
        <source>Show in the &amp;folder</source>
        <translation>&amp;Показати в теці</translation>
    </message>
    <message>
        <source>Open the folder that holds this file in the file manager</source>
        <translation>Відкрити теку з цим файлом у файловому менеджері</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <source>These files in the book folder are not counted. Nothing was changed in them; fix or move them, then re-read. A game in two files (a copy, another version) counts once: open both, keep the right one, and remove the other yourself — the book never moves or deletes a file. A file with no date in it counts, as played when it was last saved.</source>
        <translation>Ці файли в теці книги не враховано. У них нічого не змінено; виправте або приберіть їх і перечитайте книгу. Гра у двох файлах (копія, інша версія) враховується один раз: відкрийте обидва, залиште правильний, а зайвий приберіть самі — книга ніколи не переносить і не видаляє файли. Файл без дати враховано як зіграний, коли його востаннє зберегли.</translation>
    </message>
    <message>
        <source>Why it does not count</source>
        <translation>Чому не враховано</translation>
    </message>
    <message>
        <source>Period from</source>
        <translation>Період з</translation>
    </message>
    <message>
        <source>Period to</source>
        <translation>Період по</translation>
    </message>
    <message>
        <source>Sections of the book</source>
        <translation>Розділи книги</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation>Особисті зустрічі</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Гравці</translation>
    </message>
</context>
<context>
    <name>ConventionEditor</name>
    <message>
        <source>Changed: {preset} has «{value}».</source>
        <translation>Змінено: у конвенції «{preset}» — «{value}».</translation>
    </message>
    <message>
        <source>changed: {count}</source>
        <translation>змінено: {count}</translation>
    </message>
    <message>
        <source>Not as in {preset}: {options}</source>
        <translation>Не так, як у конвенції «{preset}»: {options}</translation>
    </message>
</context>
<context>
    <name>DiskWarning</name>
    <message>
        <source>The background copy of the game could not be written ({why}); every change is on disk.</source>
        <translation>Фонову копію пульки записати не вдалося ({why}); усі зміни на диску.</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Зберегти як…</translation>
    </message>
    <message>
        <source>Save the game to a file elsewhere now</source>
        <translation>Зберегти пульку у файл деінде зараз</translation>
    </message>
    <message>
        <source>⚠ The last change is NOT on disk: {why} A crash now would lose it. Free the disk, or save the game elsewhere now:</source>
        <translation>⚠ Останню зміну НЕ записано на диск: {why} У разі збою вона пропаде. Звільніть місце на диску або збережіть пульку деінде зараз:</translation>
    </message>
</context>
<context>
    <name>GameDocument</name>
    <message>
        <source>{name} is open in another program that does not let it be replaced. Close it there (or let a sync finish) and save again. The file is as it was.</source>
        <translation>{name} відкрито в іншій програмі, яка не дає його замінити. Закрийте його там (або дочекайтеся кінця синхронізації) і збережіть знову. Файл лишився таким, як був.</translation>
    </message>
    <message>
        <source>The disk is full{where}.</source>
        <translation>Диск переповнений{where}.</translation>
    </message>
    <message>
        <source>The disk or folder is read-only{where}.</source>
        <translation>Диск або тека лише для читання{where}.</translation>
    </message>
    <message>
        <source>There is no permission to write there{where}.</source>
        <translation>Немає дозволу на запис туди{where}.</translation>
    </message>
</context>
<context>
    <name>HandList</name>
    <message>
        <source>Dealer</source>
        <translation>Здавав</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Грав</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Гра</translation>
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
        <translation>Що записано</translation>
    </message>
</context>
<context>
    <name>HandPanel</name>
    <message>
        <source>The hand is not recorded. Escape again throws it away; Enter, or the next hand&apos;s first key, records it.</source>
        <translation>Роздачу не записано. Ще раз Escape — викинути її; Enter або перша клавіша наступної роздачі — записати.</translation>
    </message>
    <message>
        <source>Edit hand {number}</source>
        <translation>Виправити роздачу {number}</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Роздача {number}</translation>
    </message>
    <message>
        <source>&amp;Save changes</source>
        <translation>&amp;Зберегти зміни</translation>
    </message>
    <message>
        <source>&amp;Record</source>
        <translation>&amp;Записати</translation>
    </message>
    <message>
        <source>Who played? Press the seat number or the first letter of the name (0 — raspasy).</source>
        <translation>Хто грав? Номер місця або перша літера імені (0 — розпаси).</translation>
    </message>
    <message>
        <source>Which contract? Type the level and the suit, e.g. 7 h.</source>
        <translation>Яка гра? Наберіть рівень і масть, наприклад 7 ч.</translation>
    </message>
    <message>
        <source>What did {name} say: whist, pass or half-whist?</source>
        <translation>{name}: віст, пас чи піввіста?</translation>
    </message>
    <message>
        <source>How many tricks did the misère player take?</source>
        <translation>Скільки взяток узяв гравець на мізері?</translation>
    </message>
    <message>
        <source>How many tricks did {name} take?</source>
        <translation>{name}: скільки взяток?</translation>
    </message>
    <message>
        <source>Enter the tricks.</source>
        <translation>Введіть взятки.</translation>
    </message>
    <message>
        <source>«{key}»: the whist is taken back after a half-whist only with “{option}: {value}”.</source>
        <translation>«{key}»: віст після піввіста повертають, лише якщо в правилах «{option}: {value}».</translation>
    </message>
    <message>
        <source>«{key}»: this game does not count the tricks the prikup sold.</source>
        <translation>«{key}»: у цій пульці взятки, продані прикупом, не рахують.</translation>
    </message>
    <message>
        <source>no seat&apos;s number or name&apos;s first letter</source>
        <translation>це не номер місця і не перша літера імені</translation>
    </message>
    <message>
        <source>no level, suit or misère</source>
        <translation>це не рівень, не масть і не мізер</translation>
    </message>
    <message>
        <source>no call</source>
        <translation>це не віст, не пас і не піввіста</translation>
    </message>
    <message>
        <source>no count of tricks</source>
        <translation>це не кількість взяток</translation>
    </message>
    <message>
        <source>the hand is whole: Enter records it</source>
        <translation>роздача вже повна: Enter — записати</translation>
    </message>
    <message>
        <source>this hand cannot be recorded as it is: correct it, or Escape twice throws it away</source>
        <translation>цю роздачу не можна записати такою: виправте її або двічі натисніть Escape, щоб викинути</translation>
    </message>
    <message>
        <source>past the last field: Tab goes on to the first, Shift+Tab back</source>
        <translation>поля скінчилися: Tab — до першого, Shift+Tab — назад</translation>
    </message>
    <message>
        <source>«{key}» not taken: {reason}.</source>
        <translation>«{key}» не прийнято: {reason}.</translation>
    </message>
    <message>
        <source>Enter records the hand.</source>
        <translation>Enter — записати роздачу.</translation>
    </message>
    <message>
        <source>Writes: {summary}</source>
        <translation>Запише: {summary}</translation>
    </message>
    <message>
        <source>no</source>
        <translation>ні</translation>
    </message>
    <message>
        <source>After the contract k2 (Cyrillic к2): the prikup sold two tricks.</source>
        <translation>Після гри к2 (лат. k2): прикуп продав дві взятки.</translation>
    </message>
    <message>
        <source>d (Cyrillic т): dark, ×2 (again: ×4).</source>
        <translation>т (лат. d): втемну, ×2 (ще раз: ×4).</translation>
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
        <translation>Суми поправки</translation>
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
        <translation>висти →
{name}</translation>
    </message>
    <message>
        <source>“{text}” is not a whole number.</source>
        <translation>«{text}» — не ціле число.</translation>
    </message>
    <message>
        <source>deals, may return the whist</source>
        <translation>роздає, може повернути віст</translation>
    </message>
    <message>
        <source>deals, takes the prikup&apos;s tricks</source>
        <translation>роздає, бере взятки прикупу</translation>
    </message>
    <message>
        <source>deals, sits out</source>
        <translation>здає, на прикупі</translation>
    </message>
    <message>
        <source>declarer</source>
        <translation>грає</translation>
    </message>
    <message>
        <source>whists or passes</source>
        <translation>віствує або пасує</translation>
    </message>
    <message>
        <source>speaks first</source>
        <translation>говорить першим</translation>
    </message>
    <message>
        <source>speaks second</source>
        <translation>говорить другим</translation>
    </message>
    <message>
        <source>&amp;Kind</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>Dea&amp;ls</source>
        <translation>&amp;Здає</translation>
    </message>
    <message>
        <source>&amp;Declarer</source>
        <translation>&amp;Грає</translation>
    </message>
    <message>
        <source>Seat number or the first letter of the name; 0 — raspasy</source>
        <translation>Номер місця або перша літера імені; 0 — розпаси</translation>
    </message>
    <message>
        <source>&amp;Contract</source>
        <translation>Г&amp;ра</translation>
    </message>
    <message>
        <source>Level then suit: 7 then ♠ s п 1, ♣ c т 2, ♦ d б 3, ♥ h ч 4, no trump n 5; m or м — misère</source>
        <translation>Рівень, потім масть: 7, далі ♠ п s 1, ♣ т к c 2, ♦ б d 3, ♥ ч h 4, без козиря н n 5; м або m — мізер</translation>
    </message>
    <message>
        <source>Conceded (down &amp;three)</source>
        <translation>&amp;Без трьох</translation>
    </message>
    <message>
        <source>&amp;Open play</source>
        <translation>&amp;Відкрита гра</translation>
    </message>
    <message>
        <source>Tricks the &amp;prikup sold</source>
        <translation>Взяток &amp;продав прикуп</translation>
    </message>
    <message>
        <source>k or к, then the count: an ace 1, ace and king 2, two aces 3</source>
        <translation>к або k, потім число: туз — 1, туз і король — 2, два тузи — 3</translation>
    </message>
    <message>
        <source>Da&amp;rk</source>
        <translation>&amp;Втемну</translation>
    </message>
    <message>
        <source>d or т: played dark, ×2; again ×4</source>
        <translation>т або d: втемну, ×2; ще раз ×4</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Гравець</translation>
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
        <translation>Заявки: в (лат. w) — віст, п (лат. p) — пас, р (лат. h) або ½ — піввіста. Взятки: останнє число підставиться саме; б (лат. b) — «без трьох». Enter — записати.</translation>
    </message>
    <message>
        <source>Amounts added to the sheet as they are: pulya, gora, and the whists each player writes on the others.</source>
        <translation>Записується як є: пуля, гора й висти кожного гравця на інших.</translation>
    </message>
    <message>
        <source>&amp;Note</source>
        <translation>&amp;Примітка</translation>
    </message>
</context>
<context>
    <name>HeadToHead</name>
    <message>
        <source>{row} against {column}: {amount} (pulkas together: {pulkas})</source>
        <translation>{row} проти {column}: {amount} (пульок разом: {pulkas})</translation>
    </message>
    <message>
        <source>Each row&apos;s balance against each column, summed over the games</source>
        <translation>Підсумок гравця рядка проти гравця стовпця за всі пульки</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>A typical hand is eight keys: 1 7 h w p 7 2 Enter.</source>
        <translation>Звичайна роздача — вісім клавіш: 1 7 ч в п 7 2 Enter.</translation>
    </message>
    <message>
        <source>Declarer: the seat number, or the first letter of the name; 0 — raspasy.</source>
        <translation>Гравець: номер місця або перша літера імені; 0 — распаси.</translation>
    </message>
    <message>
        <source>Contract: the level 6–9 (ten: 1 then 0), then the suit:</source>
        <translation>Гра: рівень 6–9 (десять: 1, потім 0), потім масть:</translation>
    </message>
    <message>
        <source>s or п ♠ · c, т or к ♣ · d or б ♦ · h or ч ♥ · n or н no trump (or 1–5); m — misère</source>
        <translation>п або s ♠ · т, к або c ♣ · б або d ♦ · ч або h ♥ · н або n без козиря (або 1–5); м — мізер</translation>
    </message>
    <message>
        <source>Calls, first to speak first: w (Cyrillic в) — whist, p (Cyrillic п) — pass, h (Cyrillic р) — half-whist.</source>
        <translation>Заявки, першим — хто говорить першим: в (лат. w) — віст, п (лат. p) — пас, р (лат. h) — піввіста.</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab — the next, the previous field: the field that takes the next key is framed, and the line under the fields says what it asks.</source>
        <translation>Tab, Shift+Tab — наступне, попереднє поле: поле, куди піде наступна клавіша, обведене рамкою, а рядок під полями каже, що в нього ввести.</translation>
    </message>
    <message>
        <source>A key a field does not take is not lost silently: that line says why.</source>
        <translation>Клавіша, яку поле не приймає, не зникає мовчки: той самий рядок каже чому.</translation>
    </message>
    <message>
        <source>Backspace — clear the field; Enter — record; Esc — cancel.</source>
        <translation>Backspace — очистити поле; Enter — записати; Esc — скасувати.</translation>
    </message>
    <message>
        <source>After one Esc, Enter records it — and so does the next hand&apos;s first key, which starts that hand.</source>
        <translation>Після одного Esc Enter записує її — як і перша клавіша наступної роздачі, яка цю роздачу починає.</translation>
    </message>
    <message>
        <source>In the hand list: Enter or F2 — edit the hand (typing starts at its contract, Shift+Tab reaches the declarer); Delete — delete it.</source>
        <translation>У списку роздач: Enter або F2 — виправити роздачу (введення починається з гри, Shift+Tab — до гравця); Delete — видалити її.</translation>
    </message>
    <message>
        <source>Tricks: the declarer&apos;s, then the first defender&apos;s; the last count fills itself in.</source>
        <translation>Взятки: спершу гравця, потім першого віста; останнє число підставиться саме.</translation>
    </message>
    <message>
        <source>1 then 0 — ten; b or б — the declarer conceded («без трёх»).</source>
        <translation>1, потім 0 — десять; б або b — гравець здався («без трьох»).</translation>
    </message>
    <message>
        <source>Keys may be typed ahead: they wait for the hand they belong to.</source>
        <translation>Можна друкувати не чекаючи вікна: клавіші дочекаються своєї роздачі.</translation>
    </message>
    <message>
        <source>Main window: a digit or a letter starts the next hand with it.</source>
        <translation>Головне вікно: цифра або літера починає наступну роздачу.</translation>
    </message>
    <message>
        <source>Ctrl+Z — undo; Ctrl+Shift+Z or Ctrl+Y — redo; Ctrl+S — save; F1 — this list.</source>
        <translation>Ctrl+Z — скасувати; Ctrl+Shift+Z або Ctrl+Y — повернути; Ctrl+S — зберегти; F1 — цей список.</translation>
    </message>
    <message>
        <source>Menus: F10 or Alt, then the arrows and Enter, or the underlined letter (in either keyboard layout); and each item&apos;s shortcut, in any layout:</source>
        <translation>Меню: F10 або Alt, потім стрілки та Enter або підкреслена літера (у будь-якій розкладці); і сполучення клавіш кожного пункту, у будь-якій розкладці:</translation>
    </message>
    <message>
        <source>The score of a game of preferans, kept the way it looks on paper.</source>
        <translation>Запис пульки преферансу — такий самий, як на папері.</translation>
    </message>
    <message>
        <source>Free software under the GNU GPL, version 3 or later.</source>
        <translation>Вільна програма на умовах GNU GPL версії 3 або пізнішої.</translation>
    </message>
    <message>
        <source>The DejaVu fonts are under their own free licence (see the fonts folder).</source>
        <translation>Шрифти DejaVu — під власною вільною ліцензією (див. теку зі шрифтами).</translation>
    </message>
    <message>
        <source>A whole hand is thrown away only by a second Esc in a row.</source>
        <translation>Цілу роздачу викидає лише другий Esc поспіль.</translation>
    </message>
</context>
<context>
    <name>Inbox</name>
    <message>
        <source>{name} opens once the window is free (finish the hand or close the dialog).</source>
        <extracomment>How long a start waits for the running app to say it is ready for its files. The lock file (in the data folder) held by the app that listens. How often a file that waits asks whether the window is idle (ms).</extracomment>
        <translation>{name} відкриється, коли вікно звільниться (допишіть роздачу або закрийте діалог).</translation>
    </message>
    <message>
        <source>The window holds one game: not opened {names}. Open them with Game → Open…, one at a time.</source>
        <translation>У вікні одна пулька: не відкрито {names}. Відкрийте їх по одній (Пулька → Відкрити…).</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Undo</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Повторити</translation>
    </message>
    <message>
        <source>to {target}</source>
        <extracomment>what the explanation under the sheet is about: nothing, a hand (its index), a zone (its ref) ``words.options.PRESET_NAMES[&quot;sochi&quot;]`` (the app&apos;s default game), named before the ledger has loaded.</extracomment>
        <translation>до {target}</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Пульку закінчено.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Гравець</translation>
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
        <translation>Гроші</translation>
    </message>
    <message>
        <source>Double-click to rename</source>
        <translation>Подвійне клацання — перейменувати</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Нова пулька</translation>
    </message>
    <message>
        <source>Net whists</source>
        <translation>Підсумок, висти</translation>
    </message>
    <message>
        <source>What each player is up (+) or down (−) in whists: times the whist price, the money</source>
        <translation>Скільки вистів кожен у плюсі (+) чи в мінусі (−); помножене на ціну віста — гроші</translation>
    </message>
    <message>
        <source>Seat {seat}: type {seat} to record a hand this player declares</source>
        <translation>Місце {seat}: натисніть {seat}, щоб записати роздачу, яку грає цей гравець</translation>
    </message>
    <message>
        <source>Cannot rename</source>
        <translation>Не вдалося перейменувати</translation>
    </message>
    <message>
        <source>Select the hand to edit in the hand list (a click, or Tab then ↑/↓), then F2.</source>
        <translation>Виберіть роздачу в списку роздач (клацанням або Tab, потім ↑/↓), потім F2.</translation>
    </message>
    <message>
        <source>No hand is recorded yet: there is nothing to edit.</source>
        <translation>Ще жодну роздачу не записано: виправляти нічого.</translation>
    </message>
    <message>
        <source>Cannot delete this hand</source>
        <translation>Цю роздачу не можна видалити</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Незбережені зміни</translation>
    </message>
    <message>
        <source>The game has changes that are not saved. Save them?</source>
        <translation>У пульці є незбережені зміни. Зберегти?</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Не вдалося відкрити пульку</translation>
    </message>
    <message>
        <source>A backup is open as a new game: Save as… keeps it.</source>
        <translation>Резервну копію відкрито як нову пульку: «Зберегти як…» збереже її.</translation>
    </message>
    <message>
        <source>The file has changed</source>
        <translation>Файл змінився</translation>
    </message>
    <message>
        <source>{name} was changed by someone else since it was opened or saved here. Overwrite it (its version is kept in the backups), save this game as another file, or cancel?</source>
        <translation>Файл {name} змінили деінде після того, як його відкрили або зберегли тут. Перезаписати його (його версія залишиться в резервних копіях), зберегти цю пульку в інший файл чи скасувати?</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Не вдалося зберегти пульку</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Збережено: {path}</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>(поки немає)</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Клавіатура</translation>
    </message>
    <message>
        <source>About prefcount</source>
        <translation>Про програму prefcount</translation>
    </message>
    <message>
        <source>prefcount</source>
        <translation>prefcount</translation>
    </message>
    <message>
        <source>If we stopped now (double-click a name to rename)</source>
        <translation>Якщо закінчити зараз (подвійне клацання по імені — перейменувати)</translation>
    </message>
    <message>
        <source>Hands — type the declarer&apos;s seat number (0 for raspasy) to record the next one</source>
        <translation>Роздачі — щоб записати наступну, натисніть номер місця того, хто грає (0 — розпаси)</translation>
    </message>
    <message>
        <source>Record hand…</source>
        <translation>Записати роздачу…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Виправити…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Видалити</translation>
    </message>
    <message>
        <source>Settlement…</source>
        <translation>Розпис…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Пулька</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Недавні</translation>
    </message>
    <message>
        <source>&amp;Hand</source>
        <translation>&amp;Роздача</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Налаштування</translation>
    </message>
    <message>
        <source>He&amp;lp</source>
        <translation>&amp;Довідка</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Нова пулька…</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>Another pulka, &amp;same table</source>
        <translation>Ще пулька, той самий &amp;стіл</translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation>Ctrl+Shift+N</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Відкрити…</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <source>Open &amp;backup…</source>
        <translation>Відкрити &amp;резервну копію…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Зберегти</translation>
    </message>
    <message>
        <source>Ctrl+S</source>
        <translation>Ctrl+S</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Зберегти &amp;як…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>Se&amp;ttlement…</source>
        <translation>Р&amp;озпис…</translation>
    </message>
    <message>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <source>Print a &amp;blank pulka…</source>
        <translation>Друк &amp;чистої пульки…</translation>
    </message>
    <message>
        <source>&amp;Print the sheet…</source>
        <translation>&amp;Друк пульки…</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>&amp;Експорт у PDF…</translation>
    </message>
    <message>
        <source>Open in PDF &amp;viewer</source>
        <translation>Відкрити в переглядачі &amp;PDF</translation>
    </message>
    <message>
        <source>&amp;Copy the result…</source>
        <translation>Скопіювати &amp;підсумок…</translation>
    </message>
    <message>
        <source>The sheet and the settlement as one picture, and a line of text, for the club&apos;s chat</source>
        <translation>Пулька й розпис однією картинкою та рядок тексту — для чату клубу</translation>
    </message>
    <message>
        <source>Show on p&amp;hones</source>
        <translation>Показати на &amp;телефонах</translation>
    </message>
    <message>
        <source>Everyone at the table can watch the pulka on a phone (on this computer&apos;s network; view only)</source>
        <translation>Усі за столом бачать пульку на своїх телефонах (у мережі цього комп&apos;ютера; лише перегляд)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Вихід</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>&amp;Record hand…</source>
        <translation>&amp;Записати роздачу…</translation>
    </message>
    <message>
        <source>Ctrl+Return</source>
        <translation>Ctrl+Return</translation>
    </message>
    <message>
        <source>&amp;Edit hand…</source>
        <translation>&amp;Виправити роздачу…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Delete hand</source>
        <translation>&amp;Видалити роздачу</translation>
    </message>
    <message>
        <source>Ctrl+Del</source>
        <translation>Ctrl+Del</translation>
    </message>
    <message>
        <source>&amp;Keyboard…</source>
        <translation>&amp;Клавіатура…</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>&amp;About prefcount</source>
        <translation>&amp;Про програму prefcount</translation>
    </message>
    <message>
        <source>&amp;Language and currency…</source>
        <translation>&amp;Мова й валюта…</translation>
    </message>
    <message>
        <source>Cannot open the club book</source>
        <translation>Не вдалося відкрити клубну книгу</translation>
    </message>
    <message>
        <source>&amp;Club</source>
        <translation>&amp;Клуб</translation>
    </message>
    <message>
        <source>R&amp;ules of this game…</source>
        <translation>П&amp;равила цієї пульки…</translation>
    </message>
    <message>
        <source>Whist &amp;price and currency…</source>
        <translation>&amp;Ціна віста і валюта…</translation>
    </message>
    <message>
        <source>Club &amp;book…</source>
        <translation>Клубна &amp;книга…</translation>
    </message>
    <message>
        <source>Ctrl+B</source>
        <translation>Ctrl+B</translation>
    </message>
    <message>
        <source>Settle up</source>
        <translation>Розписати</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Грати далі</translation>
    </message>
    <message>
        <source>Record or cancel (Escape) the hand being entered first.</source>
        <translation>Спершу запишіть роздачу, яку вводите, або скасуйте її (Escape).</translation>
    </message>
    <message>
        <source>Standings if we stopped now</source>
        <translation>Підсумок, якщо закінчити зараз</translation>
    </message>
    <message>
        <source>Hands recorded</source>
        <translation>Записані роздачі</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Почати</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Нова пулька</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Гравців</translation>
    </message>
    <message>
        <source>Names, clockwise</source>
        <translation>Імена за годинниковою стрілкою</translation>
    </message>
    <message>
        <source>&amp;Deals first</source>
        <translation>&amp;Першим здає</translation>
    </message>
    <message>
        <source>T&amp;itle</source>
        <translation>&amp;Назва</translation>
    </message>
    <message>
        <source>optional: «Friday at Boris&apos;s»</source>
        <translation>можна не заповнювати: «П’ятниця в Бориса»</translation>
    </message>
    <message>
        <source>The table&apos;s agreements, group by group (click a group to open it; what differs from the convention is marked):</source>
        <translation>Домовленості столу за розділами (клацніть розділ, щоб відкрити; відмінності від конвенції позначено):</translation>
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
        <translation>&amp;Ціна віста</translation>
    </message>
    <message>
        <source>C&amp;urrency</source>
        <translation>&amp;Валюта</translation>
    </message>
    <message>
        <source>Same &amp;table as</source>
        <translation>Той самий &amp;стіл, що</translation>
    </message>
    <message>
        <source>The people of a recent pulka in the club book, in their seats, with its convention</source>
        <translation>Гравці недавньої пульки з клубної книги, на своїх місцях, з її правилами</translation>
    </message>
    <message>
        <source>Player 1: name</source>
        <translation>Гравець 1: ім&apos;я</translation>
    </message>
    <message>
        <source>Player 2: name</source>
        <translation>Гравець 2: ім&apos;я</translation>
    </message>
    <message>
        <source>Player 3: name</source>
        <translation>Гравець 3: ім&apos;я</translation>
    </message>
    <message>
        <source>Player 4: name</source>
        <translation>Гравець 4: ім&apos;я</translation>
    </message>
    <message>
        <source>The table&apos;s agreements</source>
        <translation>Домовленості столу</translation>
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
        <translation>Висти {name} → {on}</translation>
    </message>
    <message>
        <source>nothing written yet</source>
        <translation>поки нічого не записано</translation>
    </message>
    <message>
        <source>Hand {number}: {hand}</source>
        <translation>Роздача {number}: {hand}</translation>
    </message>
</context>
<context>
    <name>Platform</name>
    <message>
        <source>prefcount cannot open its window: system libraries are missing ({libraries}). Install them: {apt}</source>
        <translation>prefcount не може відкрити вікно: бракує системних бібліотек ({libraries}). Установіть їх: {apt}</translation>
    </message>
    <message>
        <source>prefcount cannot open its window: there is no display (DISPLAY is not set). Start it in a desktop session; &apos;prefcount score FILE&apos; works without one.</source>
        <translation>prefcount не може відкрити вікно: немає дисплея (DISPLAY не задано). Запустіть його в графічному сеансі; «prefcount score ФАЙЛ» працює і без нього.</translation>
    </message>
    <message>
        <source>prefcount cannot open its window: {reason}.</source>
        <translation>prefcount не може відкрити вікно: {reason}.</translation>
    </message>
    <message>
        <source>prefcount cannot open its window: {reason}. On Debian or Ubuntu: {apt}</source>
        <translation>prefcount не може відкрити вікно: {reason}. У Debian чи Ubuntu: {apt}</translation>
    </message>
</context>
<context>
    <name>PriceDialog</name>
    <message>
        <source>{preset}, to {target}; {n} players: {players}.</source>
        <translation>{preset}, пуля до {target}; гравців: {n} — {players}.</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(без валюти)</translation>
    </message>
    <message>
        <source>Whist price and currency</source>
        <translation>Ціна віста і валюта</translation>
    </message>
    <message>
        <source>&amp;Whist price</source>
        <translation>&amp;Ціна віста</translation>
    </message>
    <message>
        <source>C&amp;urrency</source>
        <translation>&amp;Валюта</translation>
    </message>
    <message>
        <source>The price and the currency change only the money of the settlement: no number on the sheet changes. Undo puts them back.</source>
        <translation>Ціна і валюта змінюють лише гроші в розрахунку: жодне число в пульці не змінюється. «Скасувати» поверне попередні.</translation>
    </message>
</context>
<context>
    <name>PrintPreview</name>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Друк…</translation>
    </message>
    <message>
        <source>Page {page} of {count}</source>
        <translation>Сторінка {page} з {count}</translation>
    </message>
    <message>
        <source>Nothing to print: no page of the PDF could be read.</source>
        <translation>Друкувати нічого: жодну сторінку PDF не вдалося прочитати.</translation>
    </message>
    <message>
        <source>Print preview</source>
        <translation>Попередній перегляд друку</translation>
    </message>
    <message>
        <source>Smaller (Ctrl+minus)</source>
        <translation>Дрібніше (Ctrl+мінус)</translation>
    </message>
    <message>
        <source>Larger (Ctrl+plus)</source>
        <translation>Більше (Ctrl+плюс)</translation>
    </message>
    <message>
        <source>&amp;Whole pages</source>
        <translation>Сторінки &amp;повністю</translation>
    </message>
    <message>
        <source>Each page whole in the window (Ctrl+0)</source>
        <translation>Кожна сторінка повністю у вікні (Ctrl+0)</translation>
    </message>
    <message>
        <source>Fill the &amp;width</source>
        <translation>За &amp;шириною</translation>
    </message>
    <message>
        <source>The pages as wide as the window, to read them (Ctrl+9)</source>
        <translation>Сторінки на всю ширину вікна, щоб читати (Ctrl+9)</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Сторінки</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>The printer could not be started.</source>
        <translation>Не вдалося почати друк.</translation>
    </message>
    <message>
        <source>Cannot make the PDF</source>
        <translation>Не вдалося створити PDF</translation>
    </message>
    <message>
        <source>Cannot print</source>
        <translation>Не вдалося надрукувати</translation>
    </message>
    <message>
        <source>The printer did not take the next page.</source>
        <translation>Принтер не прийняв наступну сторінку.</translation>
    </message>
    <message>
        <source>Printing…</source>
        <translation>Друк…</translation>
    </message>
    <message>
        <source>Printing page {page} of {count}…</source>
        <translation>Друк: сторінка {page} з {count}…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <source>Printing</source>
        <translation>Друк</translation>
    </message>
    <message>
        <source>No PDF viewer</source>
        <translation>Немає програми для PDF</translation>
    </message>
    <message>
        <source>No program to show PDF files was found. The PDF is saved as {path}: open it with any PDF viewer, or use Export PDF… or Print.</source>
        <translation>Не знайдено програми для перегляду PDF. PDF збережено як {path}: відкрийте його будь-якою програмою для PDF або скористайтеся «Експорт у PDF…» чи «Друк пульки…».</translation>
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
        <translation>Папка з файлами</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <comment>All other platforms</comment>
        <translation>Ярлик</translation>
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
        <translation>Невідомо</translation>
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
        <translation>&amp;Тип файлів:</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>No result to copy</source>
        <translation>Немає чого копіювати</translation>
    </message>
    <message>
        <source>The picture is on the clipboard: paste it in the chat.</source>
        <translation>Картинка в буфері обміну: вставте її в чат.</translation>
    </message>
    <message>
        <source>The text is on the clipboard: paste it in the chat.</source>
        <translation>Текст у буфері обміну: вставте його в чат.</translation>
    </message>
    <message>
        <source>Cannot save the picture</source>
        <translation>Не вдалося зберегти картинку</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Збережено: {path}</translation>
    </message>
    <message>
        <source>The result for the chat</source>
        <translation>Підсумок для чату</translation>
    </message>
    <message>
        <source>Copy the &amp;picture</source>
        <translation>Скопіювати &amp;картинку</translation>
    </message>
    <message>
        <source>Copy the &amp;text</source>
        <translation>Скопіювати &amp;текст</translation>
    </message>
    <message>
        <source>&amp;Save the picture…</source>
        <translation>&amp;Зберегти картинку…</translation>
    </message>
    <message>
        <source>The result in one line</source>
        <translation>Підсумок одним рядком</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of this game</source>
        <translation>Правила цієї пульки</translation>
    </message>
    <message>
        <source>A convention of its own (no preset).</source>
        <translation>Власні правила (без основи).</translation>
    </message>
    <message>
        <source>{preset}, as it is.</source>
        <translation>{preset}, без змін.</translation>
    </message>
    <message>
        <source>{preset}; changed: {options}.</source>
        <translation>{preset}; змінено: {options}.</translation>
    </message>
    <message>
        <source>&amp;What if we had played by…?</source>
        <translation>&amp;А якби грали за…?</translation>
    </message>
    <message>
        <source>The rules of this pulka</source>
        <translation>Правила цієї пульки</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Налаштування</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Мова</translation>
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
        <translation>Ніхто нікому нічого не винен.</translation>
    </message>
    <message>
        <source>{payer} pays {payee} {amount}</source>
        <translation>{payer} → {payee}: {amount}</translation>
    </message>
    <message>
        <source>As the convention says, the unfinished pulya is left out: only a pulya past the target comes off the gora.</source>
        <extracomment>RULES §12.3 (``settle_open_pulya = ignore``), said when a pulya is still short of the target.</extracomment>
        <translation>Як домовилися, недописана пуля не враховується: з гори списується лише пуля понад ціль.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Пульку закінчено.</translation>
    </message>
    <message>
        <source>The game is not over: this is what the table would settle if it stopped now.</source>
        <translation>Пульку не закінчено: так вийде, якщо закінчити зараз.</translation>
    </message>
    <message>
        <source>{preset}, to {target}; a whist is worth {price}.</source>
        <translation>{preset}, пуля до {target}; віст коштує {price}.</translation>
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
        <translation>Гора з пулею</translation>
    </message>
    <message>
        <source>After amnesty</source>
        <translation>Після амністії</translation>
    </message>
    <message>
        <source>Gora in whists</source>
        <translation>Гора у вістах</translation>
    </message>
    <message>
        <source>Net whists</source>
        <translation>Підсумок, висти</translation>
    </message>
    <message>
        <source>Rounded</source>
        <translation>Округлено</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Гроші</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Розпис пульки</translation>
    </message>
    <message>
        <source>Pairwise: what each row player gets from each column player, in whists</source>
        <translation>Попарно: скільки вістів гравець рядка отримує з гравця стовпця</translation>
    </message>
    <message>
        <source>Who pays whom</source>
        <translation>Хто кому платить</translation>
    </message>
    <message>
        <source>Whist &amp;price…</source>
        <translation>&amp;Ціна віста…</translation>
    </message>
    <message>
        <source>&amp;Print settlement…</source>
        <translation>&amp;Друк розпису…</translation>
    </message>
    <message>
        <source>Print the &amp;sheet…</source>
        <translation>Друк &amp;пульки…</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>&amp;Експорт у PDF…</translation>
    </message>
    <message>
        <source>Open in PDF &amp;viewer</source>
        <translation>Відкрити в переглядачі &amp;PDF</translation>
    </message>
    <message>
        <source>Result by player</source>
        <translation>Підсумок за гравцями</translation>
    </message>
    <message>
        <source>Whists between each two</source>
        <translation>Висти попарно</translation>
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
        <translation>{rules}, віст {price}</translation>
    </message>
    <message>
        <source>Pulka</source>
        <extracomment>The picture&apos;s width in mm; its pixels come from :data:`prefcount.share.png.WIDTH_PX`.</extracomment>
        <translation>Пулька</translation>
    </message>
    <message>
        <source>If we stopped now</source>
        <translation>Якщо закінчити зараз</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Роздачі</translation>
    </message>
    <message>
        <source>No hands yet.</source>
        <translation>Роздач поки немає.</translation>
    </message>
    <message>
        <source>Follows the game as it is recorded</source>
        <translation>Оновлюється саме, щойно записано роздачу</translation>
    </message>
    <message>
        <source>No connection to the scorer: trying again…</source>
        <translation>Немає зв&apos;язку з комп&apos;ютером, де ведеться запис: пробую знову…</translation>
    </message>
    <message>
        <source>The scorer stopped showing the game.</source>
        <translation>Показ пульки зупинено.</translation>
    </message>
    <message>
        <source>Too many phones are watching: trying again…</source>
        <translation>Забагато глядачів: пробую знову…</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Підсумок</translation>
    </message>
    <message>
        <source>Connected again: the page follows the game.</source>
        <translation>Зв’язок відновлено: сторінка знову стежить за грою.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Пульку закінчено.</translation>
    </message>
    <message>
        <source>View only: the score is kept at the table.</source>
        <translation>Лише перегляд: запис ведеться за столом.</translation>
    </message>
    <message>
        <source>{heading}: {standings}; {hands}, {rules}</source>
        <translation>{heading}: {standings}; {hands}, {rules}</translation>
    </message>
    <message>
        <source> (not finished: as if it stopped now)</source>
        <translation> (не дограна: ніби закінчили зараз)</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>пульку закінчено</translation>
    </message>
    <message>
        <source>not finished</source>
        <translation>не дограна</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n роздача</numerusform>
            <numerusform>%n роздачі</numerusform>
            <numerusform>%n роздач</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SharePanel</name>
    <message>
        <source>This computer only ({address})</source>
        <translation>Лише цей комп&apos;ютер ({address})</translation>
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
        <translation>Мережа</translation>
    </message>
    <message>
        <source>This network leads to virtual machines or containers on this computer, not to the phones: connect the computer to the table&apos;s Wi-Fi, then choose that network.</source>
        <translation>Ця мережа веде до віртуальних машин або контейнерів на цьому комп&apos;ютері, а не до телефонів: під&apos;єднайте комп&apos;ютер до тієї самої мережі Wi-Fi, що й телефони, і виберіть її тут.</translation>
    </message>
    <message>
        <source>Virtual network ({what}), not for phones</source>
        <translation>Віртуальна мережа ({what}), не для телефонів</translation>
    </message>
    <message>
        <source>VPN</source>
        <translation>VPN</translation>
    </message>
    <message>
        <source>Cannot show the game on {address}: {error}</source>
        <translation>Не вдалося показати пульку за адресою {address}: {error}</translation>
    </message>
    <message>
        <source>Only this computer can open the page: connect it to the table&apos;s Wi-Fi, then choose that network.</source>
        <extracomment>Changes that come together (an undo of several steps, a replay) make one new page. The QR code&apos;s side in pixels, about: big enough for a phone&apos;s camera across the table.</extracomment>
        <translation>Сторінку відкриє лише цей комп&apos;ютер: під&apos;єднайте його до тієї самої мережі Wi-Fi, що й телефони, і виберіть її тут.</translation>
    </message>
    <message>
        <source>If the system asks whether prefcount may accept connections from the network, allow it (on private networks): otherwise the phones cannot open the page.</source>
        <translation>Якщо система запитає, чи можна prefcount приймати підключення з мережі, дозвольте (для приватних мереж): інакше телефони не відкриють сторінку.</translation>
    </message>
    <message>
        <source>Another game is open, so the showing of the previous one ended: the phones were told. To show this game, start again: the phones scan the new code.</source>
        <translation>Відкрито іншу пульку, тому показ попередньої зупинено: телефонам повідомлено. Щоб показати цю пульку, почніть показ знову — телефони відсканують новий код.</translation>
    </message>
    <message>
        <source>Phones watching now: {count}</source>
        <translation>Зараз дивляться: {count}</translation>
    </message>
    <message>
        <source>Shown on phones</source>
        <translation>Пулька на телефонах</translation>
    </message>
    <message>
        <source>Everyone at the table can watch the pulka on a phone: scan the code with the phone&apos;s camera. The phones must be on the same network as this computer. They can only look; nothing on the phones changes the game.</source>
        <translation>Усі за столом можуть дивитися пульку на своїх телефонах: наведіть камеру телефона на код. Телефони мають бути в тій самій мережі, що й цей комп&apos;ютер. З телефона можна лише дивитися: змінити в грі нічого не можна.</translation>
    </message>
    <message>
        <source>&amp;Network</source>
        <translation>&amp;Мережа</translation>
    </message>
    <message>
        <source>Show &amp;this game</source>
        <translation>Показати &amp;цю пульку</translation>
    </message>
    <message>
        <source>&amp;Stop showing</source>
        <translation>&amp;Зупинити показ</translation>
    </message>
</context>
<context>
    <name>Status</name>
    <message>
        <source>Hand {number}: {name} deals ({count} dealt so far).</source>
        <translation>Роздача {number}, здає {name} (роздано: {count}).</translation>
    </message>
    <message>
        <source>Raspasy in a row: {k}.</source>
        <translation>Розпасів поспіль: {k}.</translation>
    </message>
    <message>
        <source>Exit from raspasy: {level} or higher.</source>
        <translation>Вихід із розпасів: не нижче {level}.</translation>
    </message>
    <message>
        <source>Closed the pulya: {names}.</source>
        <translation>Закрили пулю: {names}.</translation>
    </message>
    <message>
        <source>The game is over — settle up, or keep playing.</source>
        <translation>Пульку закінчено — можна розписувати або грати далі.</translation>
    </message>
    <message>
        <source>Next raspasy: step ×{step}, {price} gora a trick.</source>
        <translation>Наступні розпаси: щабель ×{step}, {price} у гору за взятку.</translation>
    </message>
    <message>
        <source>Next raspasy: step ×{step}, {price} whists a trick.</source>
        <translation>Наступні розпаси: щабель ×{step}, {price} віст. за взятку.</translation>
    </message>
    <message>
        <source>The last game did not end the run: it stays open.</source>
        <translation>Остання гра не перервала розпаси: лік триває.</translation>
    </message>
</context>
<context>
    <name>WhatIfDialog</name>
    <message>
        <source>these options</source>
        <extracomment>Rows above the players in the result table: whose result, then which zone. The preset box&apos;s entry for options that match no preset.</extracomment>
        <translation>цими правилами</translation>
    </message>
    <message>
        <source>To compare, change «{option}» below.</source>
        <translation>Щоб порівняти, змініть нижче «{option}».</translation>
    </message>
    <message>
        <source>{option}: {ours} → {theirs}</source>
        <translation>{option}: {ours} → {theirs}</translation>
    </message>
    <message>
        <source>The same rules as this game: the same result.</source>
        <translation>Ті самі правила, що в цій пульці: той самий підсумок.</translation>
    </message>
    <message>
        <source>Played differently: {changes}.</source>
        <translation>Інакше: {changes}.</translation>
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
        <translation>Висти</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Гроші</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <source>This game ({name})</source>
        <translation>Ця пулька ({name})</translation>
    </message>
    <message>
        <source>By {name}</source>
        <translation>За правилами «{name}»</translation>
    </message>
    <message>
        <source>With the options changed</source>
        <translation>Зі зміненими правилами</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Різниця</translation>
    </message>
    <message>
        <source>What if we had played by…?</source>
        <translation>А якби грали за…?</translation>
    </message>
    <message>
        <source>&amp;Play the same hands by</source>
        <translation>&amp;Зіграти ті самі роздачі за</translation>
    </message>
    <message>
        <source>The options to play by (change any of them):</source>
        <translation>Правила для перерахунку (будь-яке можна змінити):</translation>
    </message>
    <message>
        <source>The results compared</source>
        <translation>Порівняння підсумків</translation>
    </message>
    <message>
        <source>The rules to compare with</source>
        <translation>Правила для порівняння</translation>
    </message>
</context>
<context>
    <name>commands</name>
    <message>
        <source>Record hand {number}</source>
        <translation>Запис роздачі {number}</translation>
    </message>
    <message>
        <source>Edit hand {number}</source>
        <translation>Виправлення роздачі {number}</translation>
    </message>
    <message>
        <source>Delete hand {number}</source>
        <translation>Видалення роздачі {number}</translation>
    </message>
    <message>
        <source>Change the whist price to {price}</source>
        <translation>Зміна ціни віста на {price}</translation>
    </message>
    <message>
        <source>Rename {old} to {new}</source>
        <translation>Перейменування: {old} → {new}</translation>
    </message>
    <message>
        <source>Another pulka at the same table</source>
        <translation>Початок нової пульки за тим самим столом</translation>
    </message>
</context>
<context>
    <name>prompts</name>
    <message>
        <source>Overwrite</source>
        <translation>Перезаписати</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Зберегти як…</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Відкрити пульку</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Усі файли (*)</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t save</source>
        <translation>&amp;Не зберігати</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Експорт у PDF</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Зберегти пульку</translation>
    </message>
    <message>
        <source>Save the picture</source>
        <translation>Зберегти картинку</translation>
    </message>
</context>
</TS>
