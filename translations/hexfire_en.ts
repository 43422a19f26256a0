<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>hexfire::ExplanationPanel</name>
    <message numerus="yes">
        <source>…and %n more, shown on the map.</source>
        <translation>
            <numerusform>…and %n more, shown on the map.</numerusform>
            <numerusform>…and %n more, shown on the map.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexfire::TurnTrack</name>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>%n more</numerusform>
            <numerusform>%n more</numerusform>
        </translation>
    </message>
</context>
</TS>
