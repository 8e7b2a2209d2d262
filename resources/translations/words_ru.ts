<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>words</name>
    <message>
        <location filename="../../prefcount/words.py" line="19"/>
        <source>game</source>
        <translation>игра</translation>
    </message>
    <message>
        <location filename="../../prefcount/words.py" line="20"/>
        <location filename="../../prefcount/words.py" line="55"/>
        <source>misère</source>
        <translation>мизер</translation>
    </message>
    <message>
        <location filename="../../prefcount/words.py" line="21"/>
        <source>raspasy</source>
        <translation>распасы</translation>
    </message>
    <message>
        <location filename="../../prefcount/words.py" line="22"/>
        <source>adjustment</source>
        <translation>ручная запись</translation>
    </message>
    <message>
        <location filename="../../prefcount/words.py" line="30"/>
        <source>whist</source>
        <translation>вист</translation>
    </message>
    <message>
        <location filename="../../prefcount/words.py" line="31"/>
        <source>pass</source>
        <translation>пас</translation>
    </message>
    <message>
        <location filename="../../prefcount/words.py" line="32"/>
        <source>half-whist</source>
        <translation>полвиста</translation>
    </message>
    <message>
        <location filename="../../prefcount/words.py" line="41"/>
        <source>W</source>
        <comment>whist, one letter</comment>
        <translation>В</translation>
    </message>
    <message>
        <location filename="../../prefcount/words.py" line="42"/>
        <source>P</source>
        <comment>pass, one letter</comment>
        <translation>П</translation>
    </message>
    <message>
        <location filename="../../prefcount/words.py" line="48"/>
        <source>NT</source>
        <comment>no trump</comment>
        <translation>БК</translation>
    </message>
    <message>
        <location filename="../../prefcount/words.py" line="70"/>
        <source>(down three)</source>
        <translation>(без трёх)</translation>
    </message>
    <message>
        <location filename="../../prefcount/words.py" line="80"/>
        <source>pulya</source>
        <translation>пуля</translation>
    </message>
    <message>
        <location filename="../../prefcount/words.py" line="81"/>
        <source>gora</source>
        <translation>гора</translation>
    </message>
    <message>
        <location filename="../../prefcount/words.py" line="82"/>
        <source>Player {n}</source>
        <translation>Игрок {n}</translation>
    </message>
    <message>
        <location filename="../../prefcount/words.py" line="83"/>
        <source>underlined: the final total</source>
        <translation>подчёркнуто — итог</translation>
    </message>
    <message>
        <location filename="../../prefcount/words.py" line="84"/>
        <source>* help or gora written off (see the hand log)</source>
        <translation>* помощь или списание с горы (см. запись сдач)</translation>
    </message>
</context>
</TS>
