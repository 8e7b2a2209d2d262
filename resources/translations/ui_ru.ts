<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>App</name>
    <message>
        <location filename="../../prefcount/ui/app.py" line="21"/>
        <location filename="../../prefcount/ui/main_window.py" line="45"/>
        <location filename="../../prefcount/ui/new_game_dialog.py" line="26"/>
        <source>Player {n}</source>
        <translation>Игрок {n}</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/app.py" line="45"/>
        <source>prefcount did not close properly last time. Restore the game it was keeping ({count} hands)?</source>
        <translation>В прошлый раз prefcount закрылся неправильно. Восстановить пульку, которую он вёл (раздач: {count})?</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/app.py" line="47"/>
        <source>Restore the game?</source>
        <translation>Восстановить пульку?</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/app.py" line="91"/>
        <source>Something went wrong</source>
        <translation>Что-то пошло не так</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/app.py" line="92"/>
        <source>prefcount hit an error, but the game is kept (it is saved after every change). Details are in {path}.</source>
        <translation>В prefcount произошла ошибка, но пулька цела (она сохраняется после каждого изменения). Подробности — в {path}.</translation>
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
        <translation>Значение</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/convention_editor.py" line="27"/>
        <source>What it means</source>
        <translation>Что это значит</translation>
    </message>
</context>
<context>
    <name>HandDialog</name>
    <message>
        <location filename="../../prefcount/ui/hand_dialog.py" line="46"/>
        <source>&amp;Record</source>
        <translation>&amp;Записать</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/hand_dialog.py" line="47"/>
        <source>&amp;Save changes</source>
        <translation>&amp;Сохранить изменения</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/hand_dialog.py" line="57"/>
        <source>Edit hand {number}</source>
        <translation>Исправить раздачу {number}</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/hand_dialog.py" line="58"/>
        <source>Hand {number}</source>
        <translation>Раздача {number}</translation>
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
        <translation>висты на {name}</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/hand_dialog.py" line="253"/>
        <source>Enter everybody&apos;s tricks.</source>
        <translation>Введите взятки всех игроков.</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/hand_dialog.py" line="256"/>
        <source>Who played? Press the seat number or the first letter of the name (0 — raspasy).</source>
        <translation>Кто играл? Номер места или первая буква имени (0 — распасы).</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/hand_dialog.py" line="261"/>
        <source>How many tricks did the misère player take?</source>
        <translation>Сколько взяток взял игрок на мизере?</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/hand_dialog.py" line="265"/>
        <source>Which contract? Type the level and the suit, e.g. 7 ч.</source>
        <translation>Какая игра? Уровень и масть, например 7 ч.</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/hand_dialog.py" line="270"/>
        <source>What did {name} say: whist, pass or half-whist?</source>
        <translation>Что сказал(а) {name}: вист, пас или полвиста?</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/hand_dialog.py" line="277"/>
        <source>Enter the tricks.</source>
        <translation>Введите взятки.</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/hand_dialog.py" line="291"/>
        <source>“{text}” is not a whole number.</source>
        <translation>«{text}» — не целое число.</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/hand_dialog.py" line="354"/>
        <source>Enter records the hand.</source>
        <translation>Enter — записать раздачу.</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/hand_dialog.py" line="356"/>
        <source>Writes: {summary}</source>
        <translation>Запишет: {summary}</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/hand_dialog.py" line="392"/>
        <source>deals, sits out</source>
        <translation>сдаёт, на прикупе</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/hand_dialog.py" line="394"/>
        <source>declarer</source>
        <translation>играет</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/hand_dialog.py" line="396"/>
        <source>speaks first</source>
        <translation>говорит первым</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/hand_dialog.py" line="398"/>
        <source>speaks second</source>
        <translation>говорит вторым</translation>
    </message>
    <message>
        <location filename="../../forms/hand_dialog.ui" line="6"/>
        <source>Hand</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <location filename="../../forms/hand_dialog.ui" line="10"/>
        <source>&amp;Kind</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location filename="../../forms/hand_dialog.ui" line="12"/>
        <source>Dea&amp;ls</source>
        <translation>&amp;Сдаёт</translation>
    </message>
    <message>
        <location filename="../../forms/hand_dialog.ui" line="14"/>
        <source>&amp;Declarer</source>
        <translation>&amp;Играет</translation>
    </message>
    <message>
        <location filename="../../forms/hand_dialog.ui" line="15"/>
        <source>Seat number or the first letter of the name; 0 — raspasy</source>
        <translation>Номер места или первая буква имени; 0 — распасы</translation>
    </message>
    <message>
        <location filename="../../forms/hand_dialog.ui" line="16"/>
        <source>&amp;Contract</source>
        <translation>И&amp;гра</translation>
    </message>
    <message>
        <location filename="../../forms/hand_dialog.ui" line="19"/>
        <source>Level then suit: 7 then ♠ s п 1, ♣ c т 2, ♦ d б 3, ♥ h ч 4, no trump n 5; m or м — misère</source>
        <translation>Уровень, потом масть: 7, затем ♠ п s 1, ♣ т к c 2, ♦ б d 3, ♥ ч h 4, без козыря н n 5; м или m — мизер</translation>
    </message>
    <message>
        <location filename="../../forms/hand_dialog.ui" line="20"/>
        <source>Conceded (down &amp;three)</source>
        <translation>&amp;Без трёх</translation>
    </message>
    <message>
        <location filename="../../forms/hand_dialog.ui" line="21"/>
        <source>&amp;Open play</source>
        <translation>&amp;Открытая игра</translation>
    </message>
    <message>
        <location filename="../../forms/hand_dialog.ui" line="31"/>
        <source>Player</source>
        <translation>Игрок</translation>
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
        <translation>Заявки: в/w — вист, п/p — пас, р/h/½ — полвиста. Взятки: последнее число подставится само; б/b — «без трёх». Enter — записать.</translation>
    </message>
    <message>
        <location filename="../../forms/hand_dialog.ui" line="51"/>
        <source>Amounts added to the sheet as they are: pulya, gora, and the whists each player writes on the others.</source>
        <translation>Записывается как есть: пуля, гора и висты каждого игрока на остальных.</translation>
    </message>
    <message>
        <location filename="../../forms/hand_dialog.ui" line="55"/>
        <source>&amp;Note</source>
        <translation>&amp;Примечание</translation>
    </message>
</context>
<context>
    <name>HandList</name>
    <message>
        <location filename="../../prefcount/ui/hand_list.py" line="24"/>
        <source>Dealer</source>
        <translation>Сдавал</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/hand_list.py" line="25"/>
        <source>Declarer</source>
        <translation>Играл</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/hand_list.py" line="26"/>
        <source>Contract</source>
        <translation>Игра</translation>
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
        <translation>Что записано</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../prefcount/ui/main_window.py" line="127"/>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/main_window.py" line="128"/>
        <source>Redo</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/main_window.py" line="142"/>
        <source>to {target}</source>
        <translation>до {target}</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/main_window.py" line="155"/>
        <source>Autosave failed: {error}</source>
        <translation>Автосохранение не удалось: {error}</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/main_window.py" line="168"/>
        <source>The game is over.</source>
        <translation>Пулька окончена.</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/main_window.py" line="169"/>
        <source>The game is over</source>
        <translation>Пулька окончена</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/main_window.py" line="170"/>
        <source>The game is over. Settle up now? (Choose No to keep playing.)</source>
        <translation>Пулька окончена. Расписать сейчас? («Нет» — играть дальше.)</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/main_window.py" line="183"/>
        <source>Player</source>
        <translation>Игрок</translation>
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
        <translation>Висты</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/main_window.py" line="185"/>
        <source>Money</source>
        <translation>Деньги</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/main_window.py" line="218"/>
        <source>Double-click to rename</source>
        <translation>Двойной щелчок — переименовать</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/main_window.py" line="43"/>
        <location filename="../../prefcount/ui/main_window.py" line="230"/>
        <source>New game</source>
        <translation>Новая пулька</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/main_window.py" line="255"/>
        <source>Cannot rename</source>
        <translation>Не удалось переименовать</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/main_window.py" line="290"/>
        <source>Cannot delete this hand</source>
        <translation>Эту раздачу нельзя удалить</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/main_window.py" line="300"/>
        <source>Unsaved changes</source>
        <translation>Несохранённые изменения</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/main_window.py" line="301"/>
        <source>The game has changes that are not saved. Save them?</source>
        <translation>В пульке есть несохранённые изменения. Сохранить?</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/main_window.py" line="331"/>
        <location filename="../../prefcount/ui/main_window.py" line="335"/>
        <source>Cannot open the game</source>
        <translation>Не удалось открыть пульку</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/main_window.py" line="361"/>
        <source>Cannot save the game</source>
        <translation>Не удалось сохранить пульку</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/main_window.py" line="363"/>
        <source>Saved {path}</source>
        <translation>Сохранено: {path}</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/main_window.py" line="374"/>
        <source>(none yet)</source>
        <translation>(пока нет)</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="6"/>
        <source>prefcount</source>
        <translation>prefcount</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="16"/>
        <source>If we stopped now (double-click a name to rename)</source>
        <translation>Если закончить сейчас (двойной щелчок по имени — переименовать)</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="18"/>
        <source>Hands — type the declarer&apos;s seat number (0 for raspasy) to record the next one</source>
        <translation>Раздачи — чтобы записать следующую, нажмите номер места играющего (0 — распасы)</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="22"/>
        <source>Record hand…</source>
        <translation>Записать раздачу…</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="23"/>
        <source>Edit…</source>
        <translation>Исправить…</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="24"/>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="25"/>
        <source>Settlement…</source>
        <translation>Роспись…</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="37"/>
        <source>&amp;Game</source>
        <translation>&amp;Пулька</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="38"/>
        <source>Open &amp;recent</source>
        <translation>&amp;Недавние</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="53"/>
        <source>&amp;Hand</source>
        <translation>&amp;Раздача</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="59"/>
        <source>&amp;Settings</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="67"/>
        <source>&amp;New game…</source>
        <translation>&amp;Новая пулька…</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="67"/>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="68"/>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="68"/>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="69"/>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="69"/>
        <source>Ctrl+S</source>
        <translation>Ctrl+S</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="70"/>
        <source>Save &amp;as…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="70"/>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="71"/>
        <source>Se&amp;ttlement…</source>
        <translation>Р&amp;оспись…</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="71"/>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="72"/>
        <source>&amp;Print the sheet…</source>
        <translation>&amp;Печать пульки…</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="72"/>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="73"/>
        <source>&amp;Export PDF…</source>
        <translation>&amp;Экспорт в PDF…</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="74"/>
        <source>Open in PDF &amp;viewer</source>
        <translation>Открыть в просмотрщике &amp;PDF</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="75"/>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="75"/>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="76"/>
        <source>&amp;Record hand…</source>
        <translation>&amp;Записать раздачу…</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="76"/>
        <source>Ctrl+Return</source>
        <translation>Ctrl+Return</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="77"/>
        <source>&amp;Edit hand…</source>
        <translation>&amp;Исправить раздачу…</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="77"/>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="78"/>
        <source>&amp;Delete hand</source>
        <translation>&amp;Удалить раздачу</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="78"/>
        <source>Ctrl+Del</source>
        <translation>Ctrl+Del</translation>
    </message>
    <message>
        <location filename="../../forms/main_window.ui" line="79"/>
        <source>&amp;Language and currency…</source>
        <translation>&amp;Язык и валюта…</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../prefcount/ui/new_game_dialog.py" line="22"/>
        <source>&amp;Start</source>
        <translation>&amp;Начать</translation>
    </message>
    <message>
        <location filename="../../forms/new_game_dialog.ui" line="6"/>
        <source>New game</source>
        <translation>Новая пулька</translation>
    </message>
    <message>
        <location filename="../../forms/new_game_dialog.ui" line="10"/>
        <source>&amp;Players</source>
        <translation>&amp;Игроков</translation>
    </message>
    <message>
        <location filename="../../forms/new_game_dialog.ui" line="12"/>
        <source>Names, clockwise</source>
        <translation>Имена по часовой стрелке</translation>
    </message>
    <message>
        <location filename="../../forms/new_game_dialog.ui" line="21"/>
        <source>&amp;Deals first</source>
        <translation>&amp;Первым сдаёт</translation>
    </message>
    <message>
        <location filename="../../forms/new_game_dialog.ui" line="23"/>
        <source>&amp;Title</source>
        <translation>&amp;Название</translation>
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
        <translation>Все правила (включая размер пули и цену виста):</translation>
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
        <translation>Висты {name} → {on}</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/origin.py" line="32"/>
        <source>nothing written yet</source>
        <translation>пока ничего не записано</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/origin.py" line="40"/>
        <source>Hand {number}:</source>
        <translation>Раздача {number}:</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <location filename="../../prefcount/ui/printing.py" line="57"/>
        <source>The printer could not be started.</source>
        <translation>Не удалось запустить печать.</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/printing.py" line="86"/>
        <location filename="../../prefcount/ui/printing.py" line="116"/>
        <location filename="../../prefcount/ui/printing.py" line="124"/>
        <source>Cannot make the PDF</source>
        <translation>Не удалось сделать PDF</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/printing.py" line="95"/>
        <source>Cannot print</source>
        <translation>Не удалось напечатать</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../forms/settings_dialog.ui" line="6"/>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <location filename="../../forms/settings_dialog.ui" line="10"/>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
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
        <translation>Никто никому ничего не должен.</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/settlement_dialog.py" line="24"/>
        <source>{payer} pays {payee} {amount}</source>
        <translation>{payer} → {payee}: {amount}</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/settlement_dialog.py" line="71"/>
        <source>The game is over.</source>
        <translation>Пулька окончена.</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/settlement_dialog.py" line="72"/>
        <source>The game is not over: this is what the table would settle if it stopped now.</source>
        <translation>Пулька не окончена: так выйдет, если закончить сейчас.</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/settlement_dialog.py" line="75"/>
        <source>{preset}, to {target}; a whist is worth {price}.</source>
        <translation>{preset}, пуля до {target}; вист стоит {price}.</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/settlement_dialog.py" line="76"/>
        <source>Own convention</source>
        <translation>Свои правила</translation>
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
        <translation>Гора с пулей</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/settlement_dialog.py" line="82"/>
        <source>After amnesty</source>
        <translation>После амнистии</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/settlement_dialog.py" line="83"/>
        <source>Gora in whists</source>
        <translation>Гора в вистах</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/settlement_dialog.py" line="84"/>
        <source>Net whists</source>
        <translation>Итог, висты</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/settlement_dialog.py" line="85"/>
        <source>Rounded</source>
        <translation>Округлено</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/settlement_dialog.py" line="86"/>
        <source>Money</source>
        <translation>Деньги</translation>
    </message>
    <message>
        <location filename="../../forms/settlement_dialog.ui" line="6"/>
        <source>Settlement</source>
        <translation>Роспись пульки</translation>
    </message>
    <message>
        <location filename="../../forms/settlement_dialog.ui" line="10"/>
        <source>Pairwise: what each row player gets from each column player, in whists</source>
        <translation>Попарно: сколько вистов игрок строки получает с игрока столбца</translation>
    </message>
    <message>
        <location filename="../../forms/settlement_dialog.ui" line="12"/>
        <source>Who pays whom</source>
        <translation>Кто кому платит</translation>
    </message>
    <message>
        <location filename="../../forms/settlement_dialog.ui" line="17"/>
        <source>&amp;Print settlement…</source>
        <translation>&amp;Печать росписи…</translation>
    </message>
    <message>
        <location filename="../../forms/settlement_dialog.ui" line="18"/>
        <source>Print the &amp;sheet…</source>
        <translation>Печать &amp;пульки…</translation>
    </message>
    <message>
        <location filename="../../forms/settlement_dialog.ui" line="19"/>
        <source>&amp;Export PDF…</source>
        <translation>&amp;Экспорт в PDF…</translation>
    </message>
    <message>
        <location filename="../../forms/settlement_dialog.ui" line="20"/>
        <source>Open in PDF &amp;viewer</source>
        <translation>Открыть в просмотрщике &amp;PDF</translation>
    </message>
</context>
<context>
    <name>Status</name>
    <message>
        <location filename="../../prefcount/ui/status.py" line="11"/>
        <source>Next to deal: {name}.</source>
        <translation>Сдаёт: {name}.</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/status.py" line="13"/>
        <source>Raspasy in a row: {k}.</source>
        <translation>Распасов подряд: {k}.</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/status.py" line="15"/>
        <source>Exit from raspasy: {level} or higher.</source>
        <translation>Выход из распасов: не ниже {level}.</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/status.py" line="19"/>
        <source>Closed the pulya: {names}.</source>
        <translation>Закрыли пулю: {names}.</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/status.py" line="21"/>
        <source>The game is over — settle up, or keep playing.</source>
        <translation>Пулька окончена — можно расписывать или играть дальше.</translation>
    </message>
</context>
<context>
    <name>commands</name>
    <message>
        <location filename="../../prefcount/ui/commands.py" line="33"/>
        <source>Record hand {number}</source>
        <translation>Запись раздачи {number}</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/commands.py" line="39"/>
        <source>Edit hand {number}</source>
        <translation>Исправление раздачи {number}</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/commands.py" line="45"/>
        <source>Delete hand {number}</source>
        <translation>Удаление раздачи {number}</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/commands.py" line="54"/>
        <source>Rename {old} to {new}</source>
        <translation>Переименование {old} → {new}</translation>
    </message>
</context>
<context>
    <name>prompts</name>
    <message>
        <location filename="../../prefcount/ui/prompts.py" line="49"/>
        <source>Open a game</source>
        <translation>Открыть пульку</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/prompts.py" line="50"/>
        <source>All files (*)</source>
        <translation>Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/prompts.py" line="55"/>
        <source>Export PDF</source>
        <translation>Экспорт в PDF</translation>
    </message>
    <message>
        <location filename="../../prefcount/ui/prompts.py" line="55"/>
        <source>Save the game</source>
        <translation>Сохранить пульку</translation>
    </message>
</context>
</TS>
