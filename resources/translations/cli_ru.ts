<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>cli</name>
    <message>
        <source>custom</source>
        <translation>своя</translation>
    </message>
    <message>
        <source> (changed)</source>
        <translation> (изменена)</translation>
    </message>
    <message>
        <source>What if: {own} as played, and as {other}</source>
        <translation>А если бы: {own}, как играли, и {other}</translation>
    </message>
    <message>
        <source>Changed: {changes}</source>
        <translation>Изменено: {changes}</translation>
    </message>
    <message>
        <source>Changed: nothing — the same convention</source>
        <translation>Изменено: ничего — та же конвенция</translation>
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
        <source>net whists</source>
        <translation>вистов итого</translation>
    </message>
    <message>
        <source>money</source>
        <translation>деньги</translation>
    </message>
    <message>
        <source>as</source>
        <translation>так</translation>
    </message>
    <message>
        <source>difference</source>
        <translation>разница</translation>
    </message>
    <message>
        <source>{title} — {preset}, target {target}, whist price {price}, {hands} hands</source>
        <translation>{title} — {preset}, пуля до {target}, цена виста {price}, раздач: {hands}</translation>
    </message>
    <message>
        <source>As written on the sheet:</source>
        <translation>Как записано на листе:</translation>
    </message>
    <message>
        <source>Hands:</source>
        <translation>Раздачи:</translation>
    </message>
    <message>
        <source>Settlement:</source>
        <translation>Расчёт:</translation>
    </message>
    <message>
        <source>Settlement (if the game stopped now):</source>
        <translation>Расчёт (если закончить сейчас):</translation>
    </message>
    <message>
        <source>{settlement} — the unfinished pulya is left out, as the convention says:</source>
        <translation>{settlement} — незакрытая пуля не считается, как велит конвенция:</translation>
    </message>
    <message>
        <source>The game is over: every pulya is closed.</source>
        <translation>Игра окончена: все пули закрыты.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>whists on {name}</source>
        <translation>висты на {name}</translation>
    </message>
    <message>
        <source>{name}: pulya {pulya}; gora {gora}</source>
        <translation>{name}: пуля {pulya}; гора {gora}</translation>
    </message>
    <message>
        <source>whists on {name}: {marks}</source>
        <translation>висты на {name}: {marks}</translation>
    </message>
    <message>
        <source>{dealer} deals, {hand}</source>
        <translation>сдаёт {dealer}, {hand}</translation>
    </message>
    <message>
        <source>effective gora</source>
        <translation>гора к расчёту</translation>
    </message>
    <message>
        <source>amnesty</source>
        <translation>амнистия</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>точно</translation>
    </message>
    <message>
        <source>Pairwise (row&apos;s balance against column, whists):</source>
        <translation>Попарно (строка против столбца, в вистах):</translation>
    </message>
    <message>
        <source>Payments:</source>
        <translation>Платежи:</translation>
    </message>
    <message>
        <source>{payer} pays {payee} {amount}</source>
        <translation>{payer} платит {payee} {amount}</translation>
    </message>
    <message>
        <source>nobody owes anything</source>
        <translation>никто никому не должен</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>прервано</translation>
    </message>
    <message>
        <source>{file}: there is no such file</source>
        <translation>{file}: такого файла нет</translation>
    </message>
    <message>
        <source>{file} is a folder, not a game file</source>
        <translation>{file} — это папка, а не файл пульки</translation>
    </message>
    <message>
        <source>--as {wanted}: --as takes a preset ({presets}); to change an option: --set {example}</source>
        <translation>--as {wanted}: после --as пишется конвенция ({presets}); чтобы изменить одно условие: --set {example}</translation>
    </message>
    <message>
        <source>--set {item}: write KEY=VALUE, an option and its value, e.g. --set overflow=count</source>
        <translation>--set {item}: пишите КЛЮЧ=ЗНАЧЕНИЕ, условие и его значение, например --set overflow=count</translation>
    </message>
    <message>
        <source> (to compare, add --set {option})</source>
        <translation> (чтобы сравнить, добавьте --set {option})</translation>
    </message>
    <message>
        <source>{file}: under {rules}: {error}{hint}</source>
        <translation>{file}: по правилам {rules}: {error}{hint}</translation>
    </message>
</context>
</TS>
