<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA">
<context>
    <name>words</name>
    <message>
        <source>game</source>
        <translation>гра</translation>
    </message>
    <message>
        <source>misère</source>
        <translation>мізер</translation>
    </message>
    <message>
        <source>raspasy</source>
        <translation>розпаси</translation>
    </message>
    <message>
        <source>adjustment</source>
        <translation>ручний запис</translation>
    </message>
    <message>
        <source>whist</source>
        <translation>віст</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>half-whist</source>
        <translation>піввіста</translation>
    </message>
    <message>
        <source>W</source>
        <comment>whist, one letter</comment>
        <translation>В</translation>
    </message>
    <message>
        <source>P</source>
        <comment>pass, one letter</comment>
        <translation>П</translation>
    </message>
    <message>
        <source>dummy</source>
        <comment>the third hand in a game of two (болван)</comment>
        <translation>болван</translation>
    </message>
    <message>
        <source>NT</source>
        <comment>no trump</comment>
        <translation>БК</translation>
    </message>
    <message>
        <source>×2, dark</source>
        <translation>×2, втемну</translation>
    </message>
    <message>
        <source>prikup {count}</source>
        <translation>прикуп {count}</translation>
    </message>
    <message>
        <source>the dealer whists</source>
        <translation>роздаючий вістує</translation>
    </message>
    <message>
        <source>whist taken back</source>
        <comment>RULES §11.5: after pass, half-whist, whist (возврат виста)</comment>
        <translation>повернення віста</translation>
    </message>
    <message>
        <source>down three</source>
        <translation>без трьох</translation>
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
        <source>Player {n}</source>
        <translation>Гравець {n}</translation>
    </message>
    <message>
        <source>underlined: the final total</source>
        <translation>підкреслено — підсумок</translation>
    </message>
    <message>
        <source>* help or gora written off (see the hand log)</source>
        <translation>* допомога або списання з гори (див. запис роздач)</translation>
    </message>
</context>
</TS>
