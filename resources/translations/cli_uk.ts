<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA">
<context>
    <name>cli</name>
    <message>
        <source>custom</source>
        <translation>своя</translation>
    </message>
    <message>
        <source> (changed)</source>
        <translation> (змінена)</translation>
    </message>
    <message>
        <source>What if: {own} as played, and as {other}</source>
        <translation>А якби: {own}, як грали, і {other}</translation>
    </message>
    <message>
        <source>Changed: {changes}</source>
        <translation>Змінено: {changes}</translation>
    </message>
    <message>
        <source>Changed: nothing — the same convention</source>
        <translation>Змінено: нічого — та сама конвенція</translation>
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
        <translation>вістів разом</translation>
    </message>
    <message>
        <source>money</source>
        <translation>гроші</translation>
    </message>
    <message>
        <source>as</source>
        <translation>так</translation>
    </message>
    <message>
        <source>difference</source>
        <translation>різниця</translation>
    </message>
    <message>
        <source>{title} — {preset}, target {target}, whist price {price}, {hands} hands</source>
        <translation>{title} — {preset}, пуля до {target}, ціна віста {price}, роздач: {hands}</translation>
    </message>
    <message>
        <source>As written on the sheet:</source>
        <translation>Як записано на аркуші:</translation>
    </message>
    <message>
        <source>Hands:</source>
        <translation>Роздачі:</translation>
    </message>
    <message>
        <source>Settlement:</source>
        <translation>Розрахунок:</translation>
    </message>
    <message>
        <source>Settlement (if the game stopped now):</source>
        <translation>Розрахунок (якщо закінчити зараз):</translation>
    </message>
    <message>
        <source>{settlement} — the unfinished pulya is left out, as the convention says:</source>
        <translation>{settlement} — незакрита пуля не рахується, як велить конвенція:</translation>
    </message>
    <message>
        <source>The game is over: every pulya is closed.</source>
        <translation>Гру закінчено: усі пулі закрито.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Гру закінчено.</translation>
    </message>
    <message>
        <source>whists on {name}</source>
        <translation>вісти на {name}</translation>
    </message>
    <message>
        <source>{name}: pulya {pulya}; gora {gora}</source>
        <translation>{name}: пуля {pulya}; гора {gora}</translation>
    </message>
    <message>
        <source>whists on {name}: {marks}</source>
        <translation>вісти на {name}: {marks}</translation>
    </message>
    <message>
        <source>{dealer} deals, {hand}</source>
        <translation>здає {dealer}, {hand}</translation>
    </message>
    <message>
        <source>effective gora</source>
        <translation>гора до розрахунку</translation>
    </message>
    <message>
        <source>amnesty</source>
        <translation>амністія</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>точно</translation>
    </message>
    <message>
        <source>Pairwise (row&apos;s balance against column, whists):</source>
        <translation>Попарно (рядок проти стовпця, у вістах):</translation>
    </message>
    <message>
        <source>Payments:</source>
        <translation>Платежі:</translation>
    </message>
    <message>
        <source>{payer} pays {payee} {amount}</source>
        <translation>{payer} платить {payee} {amount}</translation>
    </message>
    <message>
        <source>nobody owes anything</source>
        <translation>ніхто нікому не винен</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>перервано</translation>
    </message>
    <message>
        <source>{file}: there is no such file</source>
        <translation>{file}: такого файлу немає</translation>
    </message>
    <message>
        <source>{file} is a folder, not a game file</source>
        <translation>{file} — це тека, а не файл пульки</translation>
    </message>
    <message>
        <source>--as {wanted}: --as takes a preset ({presets}); to change an option: --set {example}</source>
        <translation>--as {wanted}: після --as пишеться конвенція ({presets}); щоб змінити одну умову: --set {example}</translation>
    </message>
    <message>
        <source>--set {item}: write KEY=VALUE, an option and its value, e.g. --set overflow=count</source>
        <translation>--set {item}: пишіть КЛЮЧ=ЗНАЧЕННЯ, умову та її значення, наприклад --set overflow=count</translation>
    </message>
    <message>
        <source> (to compare, add --set {option})</source>
        <translation> (щоб порівняти, додайте --set {option})</translation>
    </message>
    <message>
        <source>{file}: under {rules}: {error}{hint}</source>
        <translation>{file}: за правилами {rules}: {error}{hint}</translation>
    </message>
</context>
</TS>
