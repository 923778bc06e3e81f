<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>KeeperRows</name>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Waiting for %n player(s)</source>
        <translation>
            <numerusform>Waiting for %n player</numerusform>
            <numerusform>Waiting for %n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UserDictionary</name>
    <message numerus="yes">
        <source>%n word(s), checksum %1</source>
        <translation>
            <numerusform>%n word, checksum %1</numerusform>
            <numerusform>%n words, checksum %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n added</source>
        <translation>
            <numerusform>%n added</numerusform>
            <numerusform>%n added</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n removed</source>
        <translation>
            <numerusform>%n removed</numerusform>
            <numerusform>%n removed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ps::ui::Announcer</name>
    <message numerus="yes">
        <source>%n second(s) left.</source>
        <translation>
            <numerusform>%n second left.</numerusform>
            <numerusform>%n seconds left.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ps::ui::BoardScene</name>
    <message numerus="yes">
        <source>%n card(s) on the table</source>
        <translation>
            <numerusform>%n card on the table</numerusform>
            <numerusform>%n cards on the table</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ps::ui::GameController</name>
    <message numerus="yes">
        <source>%n marker(s) go back to %1.</source>
        <translation>
            <numerusform>%n marker goes back to %1.</numerusform>
            <numerusform>%n markers go back to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s) to choose from.</source>
        <translation>
            <numerusform>%1 draws %n card to choose from.</numerusform>
            <numerusform>%1 draws %n cards to choose from.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you capture %n card(s)</source>
        <translation>
            <numerusform>you capture %n card</numerusform>
            <numerusform>you capture %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the helper captures %n card(s)</source>
        <translation>
            <numerusform>the helper captures %n card</numerusform>
            <numerusform>the helper captures %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rival marker(s) go back</source>
        <translation>
            <numerusform>%n rival marker goes back</numerusform>
            <numerusform>%n rival markers go back</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n marker(s) used</source>
        <translation>
            <numerusform>%n marker used</numerusform>
            <numerusform>%n markers used</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too short: a word needs at least %n letter(s).</source>
        <translation>
            <numerusform>Too short: a word needs at least %n letter.</numerusform>
            <numerusform>Too short: a word needs at least %n letters.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ps::ui::HelpAnswerDialog</name>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt;, %2 offers you a word of &lt;b&gt;%n letter(s)&lt;/b&gt;.</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;, %2 offers you a word of &lt;b&gt;%n letter&lt;/b&gt;.</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;, %2 offers you a word of &lt;b&gt;%n letters&lt;/b&gt;.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With it you would capture &lt;b&gt;%n card(s)&lt;/b&gt;.</source>
        <translation>
            <numerusform>With it you would capture &lt;b&gt;%n card&lt;/b&gt;.</numerusform>
            <numerusform>With it you would capture &lt;b&gt;%n cards&lt;/b&gt;.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ps::ui::HelpOfferDialog</name>
    <message numerus="yes">
        <source>%1 would capture %n card(s); you would capture %2.</source>
        <translation>
            <numerusform>%1 would capture %n card; you would capture %2.</numerusform>
            <numerusform>%1 would capture %n cards; you would capture %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ps::ui::RoundTrack</name>
    <message numerus="yes">
        <source>Stack: %n card(s)</source>
        <translation>
            <numerusform>Stack: %n card</numerusform>
            <numerusform>Stack: %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ps::ui::SettingsDialog</name>
    <message numerus="yes">
        <source>New games use your word list %1 (%n word(s)).</source>
        <translation>
            <numerusform>New games use your word list %1 (%n word).</numerusform>
            <numerusform>New games use your word list %1 (%n words).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>New games use the built-in dictionary (%n word(s)).</source>
        <translation>
            <numerusform>New games use the built-in dictionary (%n word).</numerusform>
            <numerusform>New games use the built-in dictionary (%n words).</numerusform>
        </translation>
    </message>
</context>
</TS>
