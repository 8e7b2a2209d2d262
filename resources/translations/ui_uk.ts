<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA">
<context>
    <name>App</name>
    <message>
        <location filename="../../prefcount/ui/app.py" line="21"/>
        <location filename="../../prefcount/ui/main_window.py" line="45"/>
        <location filename="../../prefcount/ui/new_game_dialog.py" line="26"/>
        <source>Player {n}</source>
        <translation>Гравець {n}</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/app.py" line="45"/>
        <source>prefcount did not close properly last time. Restore the game it was keeping ({count} hands)?</source>
        <translation>Минулого разу prefcount закрився неправильно. Відновити пульку, яку він вів (роздач: {count})?</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/app.py" line="47"/>
        <source>Restore the game?</source>
        <translation>Відновити пульку?</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/app.py" line="91"/>
        <source>Something went wrong</source>
        <translation>Щось пішло не так</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/app.py" line="92"/>
        <source>prefcount hit an error, but the game is kept (it is saved after every change). Details are in {path}.</source>
        <translation>У prefcount сталася помилка, але пулька ціла (вона зберігається після кожної зміни). Подробиці — у {path}.</translation>
    </message>
</context>
<context>
    <name>ConventionEditor</name>
    <message>
        <location filename="../../prefcount/ui/convention_editor.py" line="25"/>
        <source>Option</source>
        <translation>Правило</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/convention_editor.py" line="26"/>
        <source>Value</source>
        <translation>Значення</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/convention_editor.py" line="27"/>
        <source>What it means</source>
        <translation>Що це означає</translation>
    </message>
</context>
<context>
    <name>HandDialog</name>
    <message>
        <location filename="../../prefcount/ui/hand_dialog.py" line="46"/>
        <source>&amp;Record</source>
        <translation>&amp;Записати</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/hand_dialog.py" line="47"/>
        <source>&amp;Save changes</source>
        <translation>&amp;Зберегти зміни</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/hand_dialog.py" line="57"/>
        <source>Edit hand {number}</source>
        <translation>Виправити роздачу {number}</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/hand_dialog.py" line="58"/>
        <source>Hand {number}</source>
        <translation>Роздача {number}</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/hand_dialog.py" line="114"/>
        <source>pulya</source>
        <translation>пуля</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/hand_dialog.py" line="114"/>
        <source>gora</source>
        <translation>гора</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/hand_dialog.py" line="115"/>
        <source>whists on {name}</source>
        <translation>висти на {name}</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/hand_dialog.py" line="253"/>
        <source>Enter everybody&apos;s tricks.</source>
        <translation>Введіть взятки всіх гравців.</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/hand_dialog.py" line="256"/>
        <source>Who played? Press the seat number or the first letter of the name (0 — raspasy).</source>
        <translation>Хто грав? Номер місця або перша літера імені (0 — розпаси).</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/hand_dialog.py" line="261"/>
        <source>How many tricks did the misère player take?</source>
        <translation>Скільки взяток узяв гравець на мізері?</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/hand_dialog.py" line="265"/>
        <source>Which contract? Type the level and the suit, e.g. 7 ч.</source>
        <translation>Яка гра? Рівень і масть, наприклад 7 ч.</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/hand_dialog.py" line="270"/>
        <source>What did {name} say: whist, pass or half-whist?</source>
        <translation>Що сказав(ла) {name}: віст, пас чи піввіста?</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/hand_dialog.py" line="277"/>
        <source>Enter the tricks.</source>
        <translation>Введіть взятки.</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/hand_dialog.py" line="291"/>
        <source>“{text}” is not a whole number.</source>
        <translation>«{text}» — не ціле число.</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/hand_dialog.py" line="354"/>
        <source>Enter records the hand.</source>
        <translation>Enter — записати роздачу.</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/hand_dialog.py" line="356"/>
        <source>Writes: {summary}</source>
        <translation>Запише: {summary}</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/hand_dialog.py" line="392"/>
        <source>deals, sits out</source>
        <translation>здає, на прикупі</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/hand_dialog.py" line="394"/>
        <source>declarer</source>
        <translation>грає</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/hand_dialog.py" line="396"/>
        <source>speaks first</source>
        <translation>говорить першим</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/hand_dialog.py" line="398"/>
        <source>speaks second</source>
        <translation>говорить другим</translation>
    </message>
    <message>
        <location filename="../../forms/hand_dialog.ui" line="6"/>
        <source>Hand</source>
        <translation>Роздача</translation>
    </message>
    <message>
        <location filename="../../forms/hand_dialog.ui" line="10"/>
        <source>&amp;Kind</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location filename="../../forms/hand_dialog.ui" line="12"/>
        <source>Dea&amp;ls</source>
        <translation>&amp;Здає</translation>
    </message>
    <message>
        <location filename="../../forms/hand_dialog.ui" line="14"/>
        <source>&amp;Declarer</source>
        <translation>&amp;Грає</translation>
    </message>
    <message>
        <location filename="../../forms/hand_dialog.ui" line="15"/>
        <source>Seat number or the first letter of the name; 0 — raspasy</source>
        <translation>Номер місця або перша літера імені; 0 — розпаси</translation>
    </message>
    <message>
        <location filename="../../forms/hand_dialog.ui" line="16"/>
        <source>&amp;Contract</source>
        <translation>Г&amp;ра</translation>
    </message>
    <message>
        <location filename="../../forms/hand_dialog.ui" line="19"/>
        <source>Level then suit: 7 then ♠ s п 1, ♣ c т 2, ♦ d б 3, ♥ h ч 4, no trump n 5; m or м — misère</source>
        <translation>Рівень, потім масть: 7, далі ♠ п s 1, ♣ т к c 2, ♦ б d 3, ♥ ч h 4, без козиря н n 5; м або m — мізер</translation>
    </message>
    <message>
        <location filename="../../forms/hand_dialog.ui" line="20"/>
        <source>Conceded (down &amp;three)</source>
        <translation>&amp;Без трьох</translation>
    </message>
    <message>
        <location filename="../../forms/hand_dialog.ui" line="21"/>
        <source>&amp;Open play</source>
        <translation>&amp;Відкрита гра</translation>
    </message>
    <message>
        <location filename="../../forms/hand_dialog.ui" line="31"/>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <location filename="../../forms/hand_dialog.ui" line="32"/>
        <source>Call</source>
        <translation>Заявка</translation>
    </message>
    <message>
        <location filename="../../forms/hand_dialog.ui" line="33"/>
        <source>Tricks</source>
        <translation>Взятки</translation>
    </message>
    <message>
        <location filename="../../forms/hand_dialog.ui" line="46"/>
        <source>Calls: w/в — whist, p/п — pass, h/½ — half-whist. Tricks: the last count fills itself in; b/б — conceded (down three). Enter records.</source>
        <translation>Заявки: в/w — віст, п/p — пас, р/h/½ — піввіста. Взятки: останнє число підставиться саме; б/b — «без трьох». Enter — записати.</translation>
    </message>
    <message>
        <location filename="../../forms/hand_dialog.ui" line="51"/>
        <source>Amounts added to the sheet as they are: pulya, gora, and the whists each player writes on the others.</source>
        <translation>Записується як є: пуля, гора й висти кожного гравця на інших.</translation>
    </message>
    <message>
        <location filename="../../forms/hand_dialog.ui" line="55"/>
        <source>&amp;Note</source>
        <translation>&amp;Примітка</translation>
    </message>
</context>
<context>
    <name>HandList</name>
    <message>
        <location filename="../../prefcount/ui/hand_list.py" line="24"/>
        <source>Dealer</source>
        <translation>Здавав</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/hand_list.py" line="25"/>
        <source>Declarer</source>
        <translation>Грав</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/hand_list.py" line="26"/>
        <source>Contract</source>
        <translation>Гра</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/hand_list.py" line="27"/>
        <source>Calls</source>
        <translation>Заявки</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/hand_list.py" line="28"/>
        <source>Tricks</source>
        <translation>Взятки</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/hand_list.py" line="29"/>
        <source>What it wrote</source>
        <translation>Що записано</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../prefcount/ui/main_window.py" line="127"/>
        <source>Undo</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/main_window.py" line="128"/>
        <source>Redo</source>
        <translation>Повторити</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/main_window.py" line="142"/>
        <source>to {target}</source>
        <translation>до {target}</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/main_window.py" line="155"/>
        <source>Autosave failed: {error}</source>
        <translation>Автозбереження не вдалося: {error}</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/main_window.py" line="168"/>
        <source>The game is over.</source>
        <translation>Пульку закінчено.</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/main_window.py" line="169"/>
        <source>The game is over</source>
        <translation>Пульку закінчено</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/main_window.py" line="170"/>
        <source>The game is over. Settle up now? (Choose No to keep playing.)</source>
        <translation>Пульку закінчено. Розписати зараз? («Ні» — грати далі.)</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/main_window.py" line="183"/>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/main_window.py" line="183"/>
        <source>Pulya</source>
        <translation>Пуля</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/main_window.py" line="184"/>
        <source>Gora</source>
        <translation>Гора</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/main_window.py" line="184"/>
        <source>Whists</source>
        <translation>Висти</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/main_window.py" line="185"/>
        <source>Money</source>
        <translation>Гроші</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/main_window.py" line="218"/>
        <source>Double-click to rename</source>
        <translation>Подвійне клацання — перейменувати</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/main_window.py" line="43"/>
        <location filename="../../prefcount/ui/main_window.py" line="230"/>
        <source>New game</source>
        <translation>Нова пулька</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/main_window.py" line="255"/>
        <source>Cannot rename</source>
        <translation>Не вдалося перейменувати</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/main_window.py" line="290"/>
        <source>Cannot delete this hand</source>
        <translation>Цю роздачу не можна видалити</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/main_window.py" line="300"/>
        <source>Unsaved changes</source>
        <translation>Незбережені зміни</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/main_window.py" line="301"/>
        <source>The game has changes that are not saved. Save them?</source>
        <translation>У пульці є незбережені зміни. Зберегти?</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/main_window.py" line="331"/>
        <location filename="../../prefcount/ui/main_window.py" line="335"/>
        <source>Cannot open the game</source>
        <translation>Не вдалося відкрити пульку</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/main_window.py" line="361"/>
        <source>Cannot save the game</source>
        <translation>Не вдалося зберегти пульку</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/main_window.py" line="363"/>
        <source>Saved {path}</source>
        <translation>Збережено: {path}</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/main_window.py" line="374"/>
        <source>(none yet)</source>
        <translation>(поки немає)</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="6"/>
        <source>prefcount</source>
        <translation>prefcount</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="16"/>
        <source>If we stopped now (double-click a name to rename)</source>
        <translation>Якщо закінчити зараз (подвійне клацання по імені — перейменувати)</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="18"/>
        <source>Hands — type the declarer&apos;s seat number (0 for raspasy) to record the next one</source>
        <translation>Роздачі — щоб записати наступну, натисніть номер місця того, хто грає (0 — розпаси)</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="22"/>
        <source>Record hand…</source>
        <translation>Записати роздачу…</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="23"/>
        <source>Edit…</source>
        <translation>Виправити…</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="24"/>
        <source>Delete</source>
        <translation>Видалити</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="25"/>
        <source>Settlement…</source>
        <translation>Розпис…</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="37"/>
        <source>&amp;Game</source>
        <translation>&amp;Пулька</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="38"/>
        <source>Open &amp;recent</source>
        <translation>&amp;Недавні</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="53"/>
        <source>&amp;Hand</source>
        <translation>&amp;Роздача</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="59"/>
        <source>&amp;Settings</source>
        <translation>&amp;Налаштування</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="67"/>
        <source>&amp;New game…</source>
        <translation>&amp;Нова пулька…</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="67"/>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="68"/>
        <source>&amp;Open…</source>
        <translation>&amp;Відкрити…</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="68"/>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="69"/>
        <source>&amp;Save</source>
        <translation>&amp;Зберегти</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="69"/>
        <source>Ctrl+S</source>
        <translation>Ctrl+S</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="70"/>
        <source>Save &amp;as…</source>
        <translation>Зберегти &amp;як…</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="70"/>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="71"/>
        <source>Se&amp;ttlement…</source>
        <translation>Р&amp;озпис…</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="71"/>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="72"/>
        <source>&amp;Print the sheet…</source>
        <translation>&amp;Друк пульки…</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="72"/>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="73"/>
        <source>&amp;Export PDF…</source>
        <translation>&amp;Експорт у PDF…</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="74"/>
        <source>Open in PDF &amp;viewer</source>
        <translation>Відкрити в переглядачі &amp;PDF</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="75"/>
        <source>&amp;Quit</source>
        <translation>&amp;Вихід</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="75"/>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="76"/>
        <source>&amp;Record hand…</source>
        <translation>&amp;Записати роздачу…</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="76"/>
        <source>Ctrl+Return</source>
        <translation>Ctrl+Return</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="77"/>
        <source>&amp;Edit hand…</source>
        <translation>&amp;Виправити роздачу…</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="77"/>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="78"/>
        <source>&amp;Delete hand</source>
        <translation>&amp;Видалити роздачу</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="78"/>
        <source>Ctrl+Del</source>
        <translation>Ctrl+Del</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="79"/>
        <source>&amp;Language and currency…</source>
        <translation>&amp;Мова й валюта…</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../prefcount/ui/new_game_dialog.py" line="22"/>
        <source>&amp;Start</source>
        <translation>&amp;Почати</translation>
    </message>
    <message>
        <location filename="../../forms/new_game_dialog.ui" line="6"/>
        <source>New game</source>
        <translation>Нова пулька</translation>
    </message>
    <message>
        <location filename="../../forms/new_game_dialog.ui" line="10"/>
        <source>&amp;Players</source>
        <translation>&amp;Гравців</translation>
    </message>
    <message>
        <location filename="../../forms/new_game_dialog.ui" line="12"/>
        <source>Names, clockwise</source>
        <translation>Імена за годинниковою стрілкою</translation>
    </message>
    <message>
        <location filename="../../forms/new_game_dialog.ui" line="21"/>
        <source>&amp;Deals first</source>
        <translation>&amp;Першим здає</translation>
    </message>
    <message>
        <location filename="../../forms/new_game_dialog.ui" line="23"/>
        <source>&amp;Title</source>
        <translation>&amp;Назва</translation>
    </message>
    <message>
        <location filename="../../forms/new_game_dialog.ui" line="25"/>
        <source>&amp;Convention</source>
        <translation>П&amp;равила</translation>
    </message>
    <message>
        <location filename="../../forms/new_game_dialog.ui" line="27"/>
        <source>C&amp;urrency</source>
        <translation>&amp;Валюта</translation>
    </message>
    <message>
        <location filename="../../forms/new_game_dialog.ui" line="31"/>
        <source>Every option of the convention (target and whist price included):</source>
        <translation>Усі правила (включно з розміром пулі та ціною віста):</translation>
    </message>
</context>
<context>
    <name>Origin</name>
    <message>
        <location filename="../../prefcount/ui/origin.py" line="19"/>
        <source>{name}&apos;s pulya</source>
        <translation>Пуля: {name}</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/origin.py" line="21"/>
        <source>{name}&apos;s gora</source>
        <translation>Гора: {name}</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/origin.py" line="22"/>
        <source>Whists {name} wrote on {on}</source>
        <translation>Висти {name} → {on}</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/origin.py" line="32"/>
        <source>nothing written yet</source>
        <translation>поки нічого не записано</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/origin.py" line="40"/>
        <source>Hand {number}:</source>
        <translation>Роздача {number}:</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <location filename="../../prefcount/ui/printing.py" line="57"/>
        <source>The printer could not be started.</source>
        <translation>Не вдалося почати друк.</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/printing.py" line="86"/>
        <location filename="../../prefcount/ui/printing.py" line="116"/>
        <location filename="../../prefcount/ui/printing.py" line="124"/>
        <source>Cannot make the PDF</source>
        <translation>Не вдалося створити PDF</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/printing.py" line="95"/>
        <source>Cannot print</source>
        <translation>Не вдалося надрукувати</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../forms/settings_dialog.ui" line="6"/>
        <source>Settings</source>
        <translation>Налаштування</translation>
    </message>
    <message>
        <location filename="../../forms/settings_dialog.ui" line="10"/>
        <source>&amp;Language</source>
        <translation>&amp;Мова</translation>
    </message>
    <message>
        <location filename="../../forms/settings_dialog.ui" line="12"/>
        <source>&amp;Currency</source>
        <translation>&amp;Валюта</translation>
    </message>
</context>
<context>
    <name>SettlementDialog</name>
    <message>
        <location filename="../../prefcount/ui/settlement_dialog.py" line="23"/>
        <source>Nobody owes anybody anything.</source>
        <translation>Ніхто нікому нічого не винен.</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/settlement_dialog.py" line="24"/>
        <source>{payer} pays {payee} {amount}</source>
        <translation>{payer} → {payee}: {amount}</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/settlement_dialog.py" line="71"/>
        <source>The game is over.</source>
        <translation>Пульку закінчено.</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/settlement_dialog.py" line="72"/>
        <source>The game is not over: this is what the table would settle if it stopped now.</source>
        <translation>Пульку не закінчено: так вийде, якщо закінчити зараз.</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/settlement_dialog.py" line="75"/>
        <source>{preset}, to {target}; a whist is worth {price}.</source>
        <translation>{preset}, пуля до {target}; віст коштує {price}.</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/settlement_dialog.py" line="76"/>
        <source>Own convention</source>
        <translation>Свої правила</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/settlement_dialog.py" line="79"/>
        <source>Pulya</source>
        <translation>Пуля</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/settlement_dialog.py" line="80"/>
        <source>Gora</source>
        <translation>Гора</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/settlement_dialog.py" line="81"/>
        <source>Effective gora</source>
        <translation>Гора з пулею</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/settlement_dialog.py" line="82"/>
        <source>After amnesty</source>
        <translation>Після амністії</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/settlement_dialog.py" line="83"/>
        <source>Gora in whists</source>
        <translation>Гора у вістах</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/settlement_dialog.py" line="84"/>
        <source>Net whists</source>
        <translation>Підсумок, висти</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/settlement_dialog.py" line="85"/>
        <source>Rounded</source>
        <translation>Округлено</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/settlement_dialog.py" line="86"/>
        <source>Money</source>
        <translation>Гроші</translation>
    </message>
    <message>
        <location filename="../../forms/settlement_dialog.ui" line="6"/>
        <source>Settlement</source>
        <translation>Розпис пульки</translation>
    </message>
    <message>
        <location filename="../../forms/settlement_dialog.ui" line="10"/>
        <source>Pairwise: what each row player gets from each column player, in whists</source>
        <translation>Попарно: скільки вістів гравець рядка отримує з гравця стовпця</translation>
    </message>
    <message>
        <location filename="../../forms/settlement_dialog.ui" line="12"/>
        <source>Who pays whom</source>
        <translation>Хто кому платить</translation>
    </message>
    <message>
        <location filename="../../forms/settlement_dialog.ui" line="17"/>
        <source>&amp;Print settlement…</source>
        <translation>&amp;Друк розпису…</translation>
    </message>
    <message>
        <location filename="../../forms/settlement_dialog.ui" line="18"/>
        <source>Print the &amp;sheet…</source>
        <translation>Друк &amp;пульки…</translation>
    </message>
    <message>
        <location filename="../../forms/settlement_dialog.ui" line="19"/>
        <source>&amp;Export PDF…</source>
        <translation>&amp;Експорт у PDF…</translation>
    </message>
    <message>
        <location filename="../../forms/settlement_dialog.ui" line="20"/>
        <source>Open in PDF &amp;viewer</source>
        <translation>Відкрити в переглядачі &amp;PDF</translation>
    </message>
</context>
<context>
    <name>Status</name>
    <message>
        <location filename="../../prefcount/ui/status.py" line="11"/>
        <source>Next to deal: {name}.</source>
        <translation>Здає: {name}.</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/status.py" line="13"/>
        <source>Raspasy in a row: {k}.</source>
        <translation>Розпасів поспіль: {k}.</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/status.py" line="15"/>
        <source>Exit from raspasy: {level} or higher.</source>
        <translation>Вихід із розпасів: не нижче {level}.</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/status.py" line="19"/>
        <source>Closed the pulya: {names}.</source>
        <translation>Закрили пулю: {names}.</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/status.py" line="21"/>
        <source>The game is over — settle up, or keep playing.</source>
        <translation>Пульку закінчено — можна розписувати або грати далі.</translation>
    </message>
</context>
<context>
    <name>commands</name>
    <message>
        <location filename="../../prefcount/ui/commands.py" line="33"/>
        <source>Record hand {number}</source>
        <translation>Запис роздачі {number}</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/commands.py" line="39"/>
        <source>Edit hand {number}</source>
        <translation>Виправлення роздачі {number}</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/commands.py" line="45"/>
        <source>Delete hand {number}</source>
        <translation>Видалення роздачі {number}</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/commands.py" line="54"/>
        <source>Rename {old} to {new}</source>
        <translation>Перейменування {old} → {new}</translation>
    </message>
</context>
<context>
    <name>prompts</name>
    <message>
        <location filename="../../prefcount/ui/prompts.py" line="49"/>
        <source>Open a game</source>
        <translation>Відкрити пульку</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/prompts.py" line="50"/>
        <source>All files (*)</source>
        <translation>Усі файли (*)</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/prompts.py" line="55"/>
        <source>Export PDF</source>
        <translation>Експорт у PDF</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/prompts.py" line="55"/>
        <source>Save the game</source>
        <translation>Зберегти пульку</translation>
    </message>
</context>
</TS>
