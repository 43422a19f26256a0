<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AutosaveStore</name>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Cannot lock %1.</source>
        <translation>%1 kann nicht gesperrt werden.</translation>
    </message>
</context>
<context>
    <name>BackgroundImage</name>
    <message>
        <source>is %1 bytes: expected at most %2</source>
        <translation>ist %1 Byte groß: erwartet höchstens %2</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>is not a regular file</source>
        <translation>ist keine gewöhnliche Datei</translation>
    </message>
    <message>
        <source>is not an image HexFire can read (%1)</source>
        <translation>ist kein Bild, das HexFire lesen kann (%1)</translation>
    </message>
</context>
<context>
    <name>DisplayText</name>
    <message>
        <source>HexFire&apos;s note on %1</source>
        <translation>HexFires Anmerkung zu %1</translation>
    </message>
</context>
<context>
    <name>MapPalette</name>
    <message>
        <source>F</source>
        <comment>front hexside</comment>
        <translation>F</translation>
    </message>
    <message>
        <source>Fl</source>
        <comment>flank hexside</comment>
        <translation>Fl</translation>
    </message>
    <message>
        <source>R</source>
        <comment>rear hexside</comment>
        <translation>R</translation>
    </message>
</context>
<context>
    <name>ObjectiveItem</name>
    <message>
        <source>1 victory point</source>
        <translation>1 Siegpunkt</translation>
    </message>
    <message>
        <source>%1 victory points</source>
        <translation>%1 Siegpunkte</translation>
    </message>
    <message>
        <source>nobody holds it yet</source>
        <translation>noch von niemandem gehalten</translation>
    </message>
    <message>
        <source>held by the %1 side</source>
        <translation>von der Seite %1 gehalten</translation>
    </message>
    <message>
        <source>%1: %2, %3.</source>
        <translation>%1: %2, %3.</translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <source>Play On from Here</source>
        <translation>Von hier aus weiterspielen</translation>
    </message>
    <message>
        <source>Stay in the Example</source>
        <translation>Im Beispiel bleiben</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist zu Ende</translation>
    </message>
    <message>
        <source>HexFire games and scenarios (*.hexfire *.json)</source>
        <translation>HexFire-Spiele und -Szenarien (*.hexfire *.json)</translation>
    </message>
    <message>
        <source>HexFire games and scenarios (*.hexfire *.json);;All files (*)</source>
        <translation>HexFire-Spiele und -Szenarien (*.hexfire *.json);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>%1 more dice: %2</source>
        <translation>%1 weitere Würfel: %2</translation>
    </message>
    <message>
        <source>not allowed</source>
        <translation>nicht erlaubt</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>erlaubt</translation>
    </message>
</context>
<context>
    <name>QWidget</name>
    <message>
        <source>table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>list</source>
        <translation>Liste</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>slider</source>
        <translation>Schieberegler</translation>
    </message>
    <message>
        <source>choice</source>
        <translation>Auswahl</translation>
    </message>
    <message>
        <source>Each hex is tinted by the best chance any enemy has of its main result against the side threatened there; untinted hexes no enemy may attack.</source>
        <translation>Jedes Hexfeld ist nach der besten Chance getönt, die ein Gegner auf sein Hauptergebnis gegen die dort bedrohte Seite hat; ungetönte Hexfelder kann kein Gegner angreifen.</translation>
    </message>
    <message>
        <source>0%</source>
        <translation>0 %</translation>
    </message>
    <message>
        <source>50%</source>
        <translation>50 %</translation>
    </message>
    <message>
        <source>100%</source>
        <translation>100 %</translation>
    </message>
</context>
<context>
    <name>RuleText</name>
    <message>
        <source>End phase</source>
        <translation>Phase beenden</translation>
    </message>
    <message>
        <source>End activation</source>
        <translation>Aktivierung beenden</translation>
    </message>
    <message>
        <source>Adjustment</source>
        <translation>Anpassung</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Ändern</translation>
    </message>
    <message>
        <source>Move the counter</source>
        <translation>Spielstein bewegen</translation>
    </message>
    <message>
        <source>Set a state</source>
        <translation>Zustand setzen</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>Facing</source>
        <translation>Ausrichtung</translation>
    </message>
    <message>
        <source>Eliminate</source>
        <translation>Eliminieren</translation>
    </message>
    <message>
        <source>Back on the map</source>
        <translation>Zurück auf die Karte</translation>
    </message>
    <message>
        <source>Place a marker</source>
        <translation>Marker setzen</translation>
    </message>
    <message>
        <source>Remove a marker</source>
        <translation>Marker entfernen</translation>
    </message>
    <message>
        <source>Marker value</source>
        <translation>Markerwert</translation>
    </message>
    <message>
        <source>Printed values</source>
        <translation>Aufgedruckte Werte</translation>
    </message>
    <message>
        <source>A side&apos;s count</source>
        <translation>Zähler einer Seite</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Setzen</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Marker</source>
        <translation>Marker</translation>
    </message>
    <message>
        <source>Marker kind</source>
        <translation>Markerart</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Bewegen</translation>
    </message>
    <message>
        <source>Adjustment by the player</source>
        <translation>Anpassung durch den Spieler</translation>
    </message>
    <message>
        <source>Next phase</source>
        <translation>Nächste Phase</translation>
    </message>
    <message>
        <source>Activation ended</source>
        <translation>Aktivierung beendet</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Angriff zu Pferde</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Weg</translation>
    </message>
    <message>
        <source>Unit charged</source>
        <translation>Angegriffene Einheit</translation>
    </message>
    <message>
        <source>Reply of the infantry</source>
        <translation>Antwort der Infanterie</translation>
    </message>
    <message>
        <source>Stand: a morale check</source>
        <translation>Standhalten: ein Moraltest</translation>
    </message>
    <message>
        <source>Form carré: the Carré Realization roll</source>
        <translation>Karree bilden: der Karree-Wurf</translation>
    </message>
    <message>
        <source>Retreat (tirailleurs): into a friend in good order or general-order terrain</source>
        <translation>Rückzug (Tirailleure): zu einer Einheit in guter Ordnung oder in Gelände für allgemeine Ordnung</translation>
    </message>
    <message>
        <source>Retreats out of reach</source>
        <translation>Zieht sich außer Reichweite zurück</translation>
    </message>
    <message>
        <source>Routs</source>
        <translation>Flieht</translation>
    </message>
    <message>
        <source>In carré: no reply, the melee follows</source>
        <translation>Im Karree: keine Antwort, der Nahkampf folgt</translation>
    </message>
    <message>
        <source>No reply: the charge halts next to it</source>
        <translation>Keine Antwort: der Angriff hält daneben an</translation>
    </message>
    <message>
        <source>No contact: routs in place</source>
        <translation>Kein Kontakt: flieht auf der Stelle</translation>
    </message>
    <message>
        <source>No contact: halts</source>
        <translation>Kein Kontakt: hält an</translation>
    </message>
    <message>
        <source>Contact: the melee follows</source>
        <translation>Kontakt: der Nahkampf folgt</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Französisch</translation>
    </message>
    <message>
        <source>Russian</source>
        <translation>Russisch</translation>
    </message>
    <message>
        <source>Prussian</source>
        <translation>Preußisch</translation>
    </message>
    <message>
        <source>Austrian</source>
        <translation>Österreichisch</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Offenes Gelände</translation>
    </message>
    <message>
        <source>Offensive fire target</source>
        <translation>Ziel des Angriffsfeuers</translation>
    </message>
    <message>
        <source>Fired at</source>
        <translation>Beschossen</translation>
    </message>
    <message>
        <source>Lost to defensive fire</source>
        <translation>Verluste durch Abwehrfeuer</translation>
    </message>
    <message>
        <source>Force march</source>
        <translation>Gewaltmarsch</translation>
    </message>
    <message>
        <source>Consecutive turn</source>
        <translation>Aufeinanderfolgender Zug</translation>
    </message>
    <message>
        <source>Leader casualty</source>
        <translation>Verlust eines Führers</translation>
    </message>
    <message>
        <source>The guns change formation</source>
        <translation>Die Geschütze wechseln die Formation</translation>
    </message>
    <message>
        <source>Passes (not checked)</source>
        <translation>Besteht (nicht geprüft)</translation>
    </message>
    <message>
        <source>Passes</source>
        <translation>Besteht</translation>
    </message>
    <message>
        <source>Checks and passes</source>
        <translation>Prüft und besteht</translation>
    </message>
    <message>
        <source>Passes and stays</source>
        <translation>Besteht und bleibt</translation>
    </message>
    <message>
        <source>Reaction charge</source>
        <translation>Reaktionsangriff</translation>
    </message>
    <message>
        <source>Opportunity charge</source>
        <translation>Gelegenheitsangriff</translation>
    </message>
    <message>
        <source>Keeps routing</source>
        <translation>Bleibt auf der Flucht</translation>
    </message>
    <message>
        <source>Choose retreat</source>
        <translation>Rückzug wählen</translation>
    </message>
    <message>
        <source>Retreat choice</source>
        <translation>Rückzugswahl</translation>
    </message>
    <message>
        <source>Ends just as good</source>
        <translation>Endet ebenso gut</translation>
    </message>
    <message>
        <source>Segment</source>
        <translation>Abschnitt</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Tired</source>
        <translation>Ermüdet</translation>
    </message>
    <message>
        <source>Exhausted</source>
        <translation>Erschöpft</translation>
    </message>
    <message>
        <source>Fought a melee</source>
        <translation>Hat einen Nahkampf geführt</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Feuer</translation>
    </message>
    <message>
        <source>Other modifier</source>
        <translation>Anderer Modifikator</translation>
    </message>
    <message>
        <source>End fire segment</source>
        <translation>Feuerabschnitt beenden</translation>
    </message>
    <message>
        <source>End of the Movement segment</source>
        <translation>Ende des Bewegungsabschnitts</translation>
    </message>
    <message>
        <source>End of the turn</source>
        <translation>Ende des Zuges</translation>
    </message>
    <message>
        <source>Change formation</source>
        <translation>Formation wechseln</translation>
    </message>
    <message>
        <source>Formation</source>
        <translation>Formation</translation>
    </message>
    <message>
        <source>Turn clockwise</source>
        <translation>Im Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>Turn counter-clockwise</source>
        <translation>Gegen den Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>Extend the line</source>
        <translation>Linie verlängern</translation>
    </message>
    <message>
        <source>To the left</source>
        <translation>Nach links</translation>
    </message>
    <message>
        <source>To the right</source>
        <translation>Nach rechts</translation>
    </message>
    <message>
        <source>Close the line</source>
        <translation>Linie schließen</translation>
    </message>
    <message>
        <source>Recover morale</source>
        <translation>Moral wiederherstellen</translation>
    </message>
    <message>
        <source>Morale recovery</source>
        <translation>Moralerholung</translation>
    </message>
    <message>
        <source>Melee assault</source>
        <translation>Nahkampfangriff</translation>
    </message>
    <message>
        <source>Retreat before melee</source>
        <translation>Rückzug vor dem Nahkampf</translation>
    </message>
    <message>
        <source>Command Sequence</source>
        <translation>Befehlsabfolge</translation>
    </message>
    <message>
        <source>Opportunity fire</source>
        <translation>Gelegenheitsfeuer</translation>
    </message>
    <message>
        <source>Opportunity marker</source>
        <translation>Gelegenheitsmarker</translation>
    </message>
    <message>
        <source>Disordered</source>
        <translation>Ungeordnet</translation>
    </message>
    <message>
        <source>Routed</source>
        <translation>Auf der Flucht</translation>
    </message>
    <message>
        <source>Fired</source>
        <translation>Hat gefeuert</translation>
    </message>
    <message>
        <source>Moved</source>
        <translation>Hat sich bewegt</translation>
    </message>
    <message>
        <source>Charged</source>
        <translation>Hat angegriffen</translation>
    </message>
    <message>
        <source>Retreated</source>
        <translation>Zurückgezogen</translation>
    </message>
    <message>
        <source>Checked for recovery</source>
        <translation>Auf Erholung geprüft</translation>
    </message>
    <message>
        <source>Former formation</source>
        <translation>Frühere Formation</translation>
    </message>
    <message>
        <source>Former facing</source>
        <translation>Frühere Ausrichtung</translation>
    </message>
    <message>
        <source>Former second hex</source>
        <translation>Früheres zweites Hexfeld</translation>
    </message>
    <message>
        <source>Increments lost</source>
        <translation>Verlorene Stufen</translation>
    </message>
    <message>
        <source>Eliminated</source>
        <translation>Eliminiert</translation>
    </message>
    <message>
        <source>Morale check</source>
        <translation>Moraltest</translation>
    </message>
    <message>
        <source>Fire roll</source>
        <translation>Feuerwurf</translation>
    </message>
    <message>
        <source>Marker placed</source>
        <translation>Marker gesetzt</translation>
    </message>
    <message>
        <source>Fire segment over</source>
        <translation>Feuerabschnitt vorbei</translation>
    </message>
    <message>
        <source>Movement segment over</source>
        <translation>Bewegungsabschnitt vorbei</translation>
    </message>
    <message>
        <source>Turn over</source>
        <translation>Zug vorbei</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Uhr</translation>
    </message>
    <message>
        <source>Formation changed</source>
        <translation>Formation gewechselt</translation>
    </message>
    <message>
        <source>Turned</source>
        <translation>Gedreht</translation>
    </message>
    <message>
        <source>Line extended</source>
        <translation>Linie verlängert</translation>
    </message>
    <message>
        <source>Line closed</source>
        <translation>Linie geschlossen</translation>
    </message>
    <message>
        <source>Movement points spent</source>
        <translation>Bewegungspunkte verbraucht</translation>
    </message>
    <message>
        <source>Retreat</source>
        <translation>Rückzug</translation>
    </message>
    <message>
        <source>Rout</source>
        <translation>Flucht</translation>
    </message>
    <message>
        <source>Surrendered</source>
        <translation>Ergeben</translation>
    </message>
    <message>
        <source>Recovered</source>
        <translation>Erholt</translation>
    </message>
    <message>
        <source>Rallied</source>
        <translation>Gesammelt</translation>
    </message>
    <message>
        <source>Recovery over</source>
        <translation>Erholung vorbei</translation>
    </message>
    <message>
        <source>Melee roll</source>
        <translation>Nahkampfwurf</translation>
    </message>
    <message>
        <source>Advance</source>
        <translation>Vorrücken</translation>
    </message>
    <message>
        <source>Follow</source>
        <translation>Folgen</translation>
    </message>
    <message>
        <source>Morale level read</source>
        <translation>Moralstufe abgelesen</translation>
    </message>
    <message>
        <source>Morale level</source>
        <translation>Moralstufe</translation>
    </message>
    <message>
        <source>Reinforcement arrives</source>
        <translation>Verstärkung trifft ein</translation>
    </message>
    <message>
        <source>Fought</source>
        <translation>Hat gekämpft</translation>
    </message>
    <message>
        <source>Carré roll</source>
        <translation>Karree-Wurf</translation>
    </message>
    <message>
        <source>Formed carré</source>
        <translation>Karree gebildet</translation>
    </message>
    <message>
        <source>Fire target recorded</source>
        <translation>Feuerziel vermerkt</translation>
    </message>
    <message>
        <source>Defensive fire losses recorded</source>
        <translation>Verluste durch Abwehrfeuer vermerkt</translation>
    </message>
    <message>
        <source>Opportunity marker placed</source>
        <translation>Gelegenheitsmarker gesetzt</translation>
    </message>
    <message>
        <source>Opportunity fire made</source>
        <translation>Gelegenheitsfeuer abgegeben</translation>
    </message>
    <message>
        <source>Limber roll</source>
        <translation>Protzwurf</translation>
    </message>
    <message>
        <source>Over-stacking check</source>
        <translation>Überstapelungstest</translation>
    </message>
    <message>
        <source>Infantry</source>
        <translation>Infanterie</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation>Kavallerie</translation>
    </message>
    <message>
        <source>Artillery</source>
        <translation>Artillerie</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Führer</translation>
    </message>
    <message>
        <source>A morale check failed</source>
        <translation>Ein Moraltest misslang</translation>
    </message>
    <message>
        <source>Morale checks passed</source>
        <translation>Moraltests bestanden</translation>
    </message>
    <message>
        <source>No morale check</source>
        <translation>Kein Moraltest</translation>
    </message>
    <message>
        <source>La Bataille</source>
        <translation>La Bataille</translation>
    </message>
    <message>
        <source>Charge à Cheval</source>
        <translation>Charge à Cheval</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>Defensive Fire</source>
        <translation>Abwehrfeuer</translation>
    </message>
    <message>
        <source>Offensive Fire</source>
        <translation>Angriffsfeuer</translation>
    </message>
    <message>
        <source>Melee Assault</source>
        <translation>Nahkampfangriff</translation>
    </message>
    <message>
        <source>Morale Recovery</source>
        <translation>Moralerholung</translation>
    </message>
    <message>
        <source>End of Turn</source>
        <translation>Ende des Zuges</translation>
    </message>
    <message>
        <source>Ligne (line infantry)</source>
        <translation>Ligne (Linieninfanterie)</translation>
    </message>
    <message>
        <source>Légère (light infantry)</source>
        <translation>Légère (leichte Infanterie)</translation>
    </message>
    <message>
        <source>Guard</source>
        <translation>Garde</translation>
    </message>
    <message>
        <source>Grenadiers</source>
        <translation>Grenadiere</translation>
    </message>
    <message>
        <source>Jäger</source>
        <translation>Jäger</translation>
    </message>
    <message>
        <source>Musketeers</source>
        <translation>Musketiere</translation>
    </message>
    <message>
        <source>Foot artillery</source>
        <translation>Fußartillerie</translation>
    </message>
    <message>
        <source>Horse artillery</source>
        <translation>Reitende Artillerie</translation>
    </message>
    <message>
        <source>Cuirassiers</source>
        <translation>Kürassiere</translation>
    </message>
    <message>
        <source>Hussars</source>
        <translation>Husaren</translation>
    </message>
    <message>
        <source>Dragoons</source>
        <translation>Dragoner</translation>
    </message>
    <message>
        <source>Enemy morale level</source>
        <translation>Moralstufe des Gegners</translation>
    </message>
    <message>
        <source>Loss differential</source>
        <translation>Verlustdifferenz</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>Ein Unentschieden</translation>
    </message>
    <message>
        <source>Objectives held</source>
        <translation>Gehaltene Ziele</translation>
    </message>
    <message>
        <source>Losses inflicted</source>
        <translation>Zugefügte Verluste</translation>
    </message>
    <message>
        <source>A side eliminated</source>
        <translation>Eine Seite eliminiert</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Figur</translation>
    </message>
    <message>
        <source>Passes: may return fire or take cover</source>
        <translation>Besteht: darf das Feuer erwidern oder in Deckung gehen</translation>
    </message>
    <message>
        <source>Fails: takes cover or panic fires</source>
        <translation>Misslingt: geht in Deckung oder feuert panisch</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Niedergehalten</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <source>End of round</source>
        <translation>Ende der Runde</translation>
    </message>
    <message>
        <source>Who activates first</source>
        <translation>Wer zuerst aktiviert</translation>
    </message>
    <message>
        <source>Standing</source>
        <translation>Stehend</translation>
    </message>
    <message>
        <source>Prone</source>
        <translation>Liegend</translation>
    </message>
    <message>
        <source>Did not move this round</source>
        <translation>Hat sich diese Runde nicht bewegt</translation>
    </message>
    <message>
        <source>Moved up to half its move</source>
        <translation>Hat sich bis zur Hälfte seiner Bewegung bewegt</translation>
    </message>
    <message>
        <source>Moved half its move or more</source>
        <translation>Hat sich die Hälfte seiner Bewegung oder mehr bewegt</translation>
    </message>
    <message>
        <source>Not moving in sight</source>
        <translation>Bewegt sich nicht in Sicht</translation>
    </message>
    <message>
        <source>Moving into or out of sight</source>
        <translation>Bewegt sich in Sicht hinein oder hinaus</translation>
    </message>
    <message>
        <source>Moved more than half its move in sight</source>
        <translation>Hat sich in Sicht mehr als die Hälfte seiner Bewegung bewegt</translation>
    </message>
    <message>
        <source>Braced</source>
        <translation>Aufgelegt</translation>
    </message>
    <message>
        <source>Not braced</source>
        <translation>Nicht aufgelegt</translation>
    </message>
    <message>
        <source>Unhurt</source>
        <translation>Unverletzt</translation>
    </message>
    <message>
        <source>Light wound</source>
        <translation>Leicht verwundet</translation>
    </message>
    <message>
        <source>Down, out of action</source>
        <translation>Am Boden, kampfunfähig</translation>
    </message>
    <message>
        <source>Aware</source>
        <translation>Wachsam</translation>
    </message>
    <message>
        <source>Unaware</source>
        <translation>Ahnungslos</translation>
    </message>
    <message>
        <source>Not in a prepared position</source>
        <translation>Nicht in einer vorbereiteten Stellung</translation>
    </message>
    <message>
        <source>Occupying a prepared position (first round)</source>
        <translation>Bezieht eine vorbereitete Stellung (erste Runde)</translation>
    </message>
    <message>
        <source>In a prepared position</source>
        <translation>In einer vorbereiteten Stellung</translation>
    </message>
    <message>
        <source>Fire type</source>
        <translation>Feuerart</translation>
    </message>
    <message>
        <source>Ordinary fire</source>
        <translation>Normales Feuer</translation>
    </message>
    <message>
        <source>Direct fire</source>
        <translation>Direktes Feuer</translation>
    </message>
    <message>
        <source>Return fire</source>
        <translation>Erwidertes Feuer</translation>
    </message>
    <message>
        <source>Panic fire</source>
        <translation>Panikfeuer</translation>
    </message>
    <message>
        <source>Aim at this figure</source>
        <translation>Auf diese Figur zielen</translation>
    </message>
    <message>
        <source>End round</source>
        <translation>Runde beenden</translation>
    </message>
    <message>
        <source>Initiative roll</source>
        <translation>Initiativewurf</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Sammeln</translation>
    </message>
    <message>
        <source>Moved up to half</source>
        <translation>Bis zur Hälfte bewegt</translation>
    </message>
    <message>
        <source>Moved half or more</source>
        <translation>Die Hälfte oder mehr bewegt</translation>
    </message>
    <message>
        <source>Moved far in sight</source>
        <translation>Weit in Sicht bewegt</translation>
    </message>
    <message>
        <source>Under fire</source>
        <translation>Unter Beschuss</translation>
    </message>
    <message>
        <source>Under fire last round</source>
        <translation>Letzte Runde unter Beschuss</translation>
    </message>
    <message>
        <source>Occupying a position</source>
        <translation>Bezieht eine Stellung</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Am Boden</translation>
    </message>
    <message>
        <source>May return fire</source>
        <translation>Darf das Feuer erwidern</translation>
    </message>
    <message>
        <source>Shaken</source>
        <translation>Erschüttert</translation>
    </message>
    <message>
        <source>Pinned this round</source>
        <translation>Diese Runde niedergehalten</translation>
    </message>
    <message>
        <source>Lost a figure this round</source>
        <translation>Hat diese Runde eine Figur verloren</translation>
    </message>
    <message>
        <source>Broken</source>
        <translation>Gebrochen</translation>
    </message>
    <message>
        <source>Acted</source>
        <translation>Hat gehandelt</translation>
    </message>
    <message>
        <source>Ran</source>
        <translation>Ist gelaufen</translation>
    </message>
    <message>
        <source>Attack roll</source>
        <translation>Angriffswurf</translation>
    </message>
    <message>
        <source>Reaction test</source>
        <translation>Reaktionstest</translation>
    </message>
    <message>
        <source>Morale test</source>
        <translation>Moraltest</translation>
    </message>
    <message>
        <source>Rally test</source>
        <translation>Sammeltest</translation>
    </message>
    <message>
        <source>Team removed</source>
        <translation>Trupp entfernt</translation>
    </message>
    <message>
        <source>Lost a figure</source>
        <translation>Hat eine Figur verloren</translation>
    </message>
    <message>
        <source>Reaction</source>
        <translation>Reaktion</translation>
    </message>
    <message>
        <source>Posture changed</source>
        <translation>Haltung gewechselt</translation>
    </message>
    <message>
        <source>Activated</source>
        <translation>Aktiviert</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>No longer unaware</source>
        <translation>Nicht mehr ahnungslos</translation>
    </message>
    <message>
        <source>State changed</source>
        <translation>Zustand geändert</translation>
    </message>
    <message>
        <source>Round ended</source>
        <translation>Runde beendet</translation>
    </message>
    <message>
        <source>Wound roll</source>
        <translation>Verwundungswurf</translation>
    </message>
    <message>
        <source>Killed</source>
        <translation>Getötet</translation>
    </message>
    <message>
        <source>Holds</source>
        <translation>Hält stand</translation>
    </message>
    <message>
        <source>Rallies</source>
        <translation>Sammelt sich</translation>
    </message>
    <message>
        <source>Removed</source>
        <translation>Entfernt</translation>
    </message>
    <message>
        <source>Untrained</source>
        <translation>Unausgebildet</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Unerfahren</translation>
    </message>
    <message>
        <source>Trained</source>
        <translation>Ausgebildet</translation>
    </message>
    <message>
        <source>Veteran</source>
        <translation>Veteran</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>Elite</translation>
    </message>
    <message>
        <source>Pistol</source>
        <translation>Pistole</translation>
    </message>
    <message>
        <source>Submachine gun</source>
        <translation>Maschinenpistole</translation>
    </message>
    <message>
        <source>Rifle</source>
        <translation>Gewehr</translation>
    </message>
    <message>
        <source>Assault rifle</source>
        <translation>Sturmgewehr</translation>
    </message>
    <message>
        <source>Light machine gun</source>
        <translation>Leichtes Maschinengewehr</translation>
    </message>
    <message>
        <source>Heavy machine gun</source>
        <translation>Schweres Maschinengewehr</translation>
    </message>
    <message>
        <source>A side concedes</source>
        <translation>Eine Seite gibt auf</translation>
    </message>
    <message>
        <source>The attacker wins</source>
        <translation>Der Angreifer gewinnt</translation>
    </message>
    <message>
        <source>The defender wins</source>
        <translation>Der Verteidiger gewinnt</translation>
    </message>
    <message>
        <source>Assault</source>
        <translation>Sturmangriff</translation>
    </message>
    <message>
        <source>By hits (ties to the defender)</source>
        <translation>Nach Treffern (Gleichstand für den Verteidiger)</translation>
    </message>
    <message>
        <source>The attacker</source>
        <translation>Der Angreifer</translation>
    </message>
    <message>
        <source>The defender</source>
        <translation>Der Verteidiger</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Vorgerückt</translation>
    </message>
    <message>
        <source>Squad</source>
        <translation>Trupp</translation>
    </message>
    <message>
        <source>Vehicle</source>
        <translation>Fahrzeug</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>Concentrated Fire</source>
        <translation>Konzentriertes Feuer</translation>
    </message>
    <message>
        <source>Fire and Movement</source>
        <translation>Feuer und Bewegung</translation>
    </message>
    <message>
        <source>Op Fire</source>
        <translation>Op-Feuer</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Suppressive</source>
        <translation>Niederhaltend</translation>
    </message>
    <message>
        <source>Figures firing</source>
        <translation>Feuernde Figuren</translation>
    </message>
    <message>
        <source>Figures lost</source>
        <translation>Verlorene Figuren</translation>
    </message>
    <message>
        <source>Entered</source>
        <translation>Betreten</translation>
    </message>
    <message>
        <source>To assault</source>
        <translation>Zum Sturmangriff</translation>
    </message>
    <message>
        <source>Prepare Op Fire</source>
        <translation>Op-Feuer vorbereiten</translation>
    </message>
    <message>
        <source>Op Fire mode</source>
        <translation>Op-Feuer-Modus</translation>
    </message>
    <message>
        <source>In Op Fire mode</source>
        <translation>Im Op-Feuer-Modus</translation>
    </message>
    <message>
        <source>Not in Op Fire mode</source>
        <translation>Nicht im Op-Feuer-Modus</translation>
    </message>
    <message>
        <source>Fatigue unit</source>
        <translation>Einheit ermüden</translation>
    </message>
    <message>
        <source>Status phase</source>
        <translation>Statusphase</translation>
    </message>
    <message>
        <source>Command phase</source>
        <translation>Befehlsphase</translation>
    </message>
    <message>
        <source>Fatigued</source>
        <translation>Ermüdet</translation>
    </message>
    <message>
        <source>Advancing to assault</source>
        <translation>Rückt zum Sturmangriff vor</translation>
    </message>
    <message>
        <source>Disrupted</source>
        <translation>Zerrüttet</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Siegpunkte</translation>
    </message>
    <message>
        <source>Command points</source>
        <translation>Befehlspunkte</translation>
    </message>
    <message>
        <source>Op Fire trigger</source>
        <translation>Op-Feuer-Auslöser</translation>
    </message>
    <message>
        <source>Points scored</source>
        <translation>Erzielte Punkte</translation>
    </message>
    <message>
        <source>Initiative bid</source>
        <translation>Initiativegebot</translation>
    </message>
    <message>
        <source>Attack die</source>
        <translation>Angriffswürfel</translation>
    </message>
    <message>
        <source>Cover die</source>
        <translation>Deckungswürfel</translation>
    </message>
    <message>
        <source>Figures removed</source>
        <translation>Entfernte Figuren</translation>
    </message>
    <message>
        <source>Damaged</source>
        <translation>Beschädigt</translation>
    </message>
    <message>
        <source>Suppressed</source>
        <translation>Niedergehalten</translation>
    </message>
    <message>
        <source>Op Fire spent</source>
        <translation>Op-Feuer verbraucht</translation>
    </message>
    <message>
        <source>Entered in sight</source>
        <translation>In Sicht eingetreten</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Angehalten</translation>
    </message>
    <message>
        <source>Activation over</source>
        <translation>Aktivierung vorbei</translation>
    </message>
    <message>
        <source>Action taken</source>
        <translation>Aktion ausgeführt</translation>
    </message>
    <message>
        <source>Action turn over</source>
        <translation>Aktionszug vorbei</translation>
    </message>
    <message>
        <source>Token removed</source>
        <translation>Marke entfernt</translation>
    </message>
    <message>
        <source>Reinforcement</source>
        <translation>Verstärkung</translation>
    </message>
    <message>
        <source>Pinned by a tank</source>
        <translation>Von einem Panzer niedergehalten</translation>
    </message>
    <message>
        <source>Tide of Iron</source>
        <translation>Tide of Iron</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>End action turn</source>
        <translation>Aktionszug beenden</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Regulär</translation>
    </message>
    <message>
        <source>Officer</source>
        <translation>Offizier</translation>
    </message>
    <message>
        <source>Machine-gun crew</source>
        <translation>MG-Trupp</translation>
    </message>
    <message>
        <source>German machine-gun crew</source>
        <translation>Deutscher MG-Trupp</translation>
    </message>
    <message>
        <source>Mortar crew</source>
        <translation>Mörsertrupp</translation>
    </message>
    <message>
        <source>Panzer IV</source>
        <translation>Panzer IV</translation>
    </message>
    <message>
        <source>Sherman</source>
        <translation>Sherman</translation>
    </message>
    <message>
        <source>Half-track</source>
        <translation>Halbkettenfahrzeug</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>Japanisch</translation>
    </message>
    <message>
        <source>No effect</source>
        <translation>Keine Wirkung</translation>
    </message>
    <message>
        <source>Concealment lost (FFAR = Cohesion)</source>
        <translation>Tarnung verloren (FFAR = Kohäsion)</translation>
    </message>
    <message>
        <source>No Cohesion Check</source>
        <translation>Kein Kohäsionstest</translation>
    </message>
    <message>
        <source>Cohesion Check passed</source>
        <translation>Kohäsionstest bestanden</translation>
    </message>
    <message>
        <source>Cohesion Check failed: disrupted</source>
        <translation>Kohäsionstest misslungen: zerrüttet</translation>
    </message>
    <message>
        <source>No fire mission (failed check)</source>
        <translation>Kein Feuerauftrag (Test misslungen)</translation>
    </message>
    <message>
        <source>Passed: the mortar fires</source>
        <translation>Bestanden: der Mörser feuert</translation>
    </message>
    <message>
        <source>Failed: disrupted, no fire mission</source>
        <translation>Misslungen: zerrüttet, kein Feuerauftrag</translation>
    </message>
    <message>
        <source>The Last Hundred Yards</source>
        <translation>The Last Hundred Yards</translation>
    </message>
    <message>
        <source>Activation</source>
        <translation>Aktivierung</translation>
    </message>
    <message>
        <source>Call for Reaction</source>
        <translation>Reaktion ausrufen</translation>
    </message>
    <message>
        <source>Marker Adjustment Step</source>
        <translation>Markeranpassungsschritt</translation>
    </message>
    <message>
        <source>Fire Resolution</source>
        <translation>Feuerauswertung</translation>
    </message>
    <message>
        <source>Assault Resolution</source>
        <translation>Sturmauswertung</translation>
    </message>
    <message>
        <source>Time Lapse</source>
        <translation>Zeitablauf</translation>
    </message>
    <message>
        <source>Who has the initiative</source>
        <translation>Wer die Initiative hat</translation>
    </message>
    <message>
        <source>Coordinated: the company acts</source>
        <translation>Koordiniert: die Kompanie handelt</translation>
    </message>
    <message>
        <source>Minutes this turn takes</source>
        <translation>Minuten, die dieser Zug dauert</translation>
    </message>
    <message>
        <source>Maneuver</source>
        <translation>Manöver</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Absetzen</translation>
    </message>
    <message>
        <source>Activate Company</source>
        <translation>Kompanie aktivieren</translation>
    </message>
    <message>
        <source>Activate Platoon</source>
        <translation>Zug aktivieren</translation>
    </message>
    <message>
        <source>Time lapse</source>
        <translation>Zeitablauf</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Erholen</translation>
    </message>
    <message>
        <source>Assault result</source>
        <translation>Ergebnis des Sturmangriffs</translation>
    </message>
    <message>
        <source>Attacker wins: the defenders retreat</source>
        <translation>Angreifer gewinnt: die Verteidiger weichen zurück</translation>
    </message>
    <message>
        <source>Defender wins: the attackers retreat</source>
        <translation>Verteidiger gewinnt: die Angreifer weichen zurück</translation>
    </message>
    <message>
        <source>The fight continues next turn</source>
        <translation>Der Kampf geht im nächsten Zug weiter</translation>
    </message>
    <message>
        <source>Small-arms fire</source>
        <translation>Handwaffenfeuer</translation>
    </message>
    <message>
        <source>Marker value (SADRM)</source>
        <translation>Markerwert (SADRM)</translation>
    </message>
    <message>
        <source>Mortar call</source>
        <translation>Mörseranforderung</translation>
    </message>
    <message>
        <source>Mortar value (MV)</source>
        <translation>Mörserwert (MV)</translation>
    </message>
    <message>
        <source>Supporting mortar</source>
        <translation>Unterstützender Mörser</translation>
    </message>
    <message>
        <source>Marker Adjustment</source>
        <translation>Markeranpassung</translation>
    </message>
    <message>
        <source>Concealed</source>
        <translation>Getarnt</translation>
    </message>
    <message>
        <source>Heroic</source>
        <translation>Heldenhaft</translation>
    </message>
    <message>
        <source>Regrouping</source>
        <translation>Sammelt sich neu</translation>
    </message>
    <message>
        <source>Reaction only</source>
        <translation>Nur Reaktion</translation>
    </message>
    <message>
        <source>Out of command</source>
        <translation>Ohne Befehlsverbindung</translation>
    </message>
    <message>
        <source>Loaded</source>
        <translation>Geladen</translation>
    </message>
    <message>
        <source>Small-arms DRM</source>
        <translation>Handwaffen-DRM</translation>
    </message>
    <message>
        <source>Mortar DRM</source>
        <translation>Mörser-DRM</translation>
    </message>
    <message>
        <source>Terrain part</source>
        <translation>Geländeteil</translation>
    </message>
    <message>
        <source>Units the terrain protects</source>
        <translation>Vom Gelände geschützte Einheiten</translation>
    </message>
    <message>
        <source>Anti-tank DRM</source>
        <translation>Panzerabwehr-DRM</translation>
    </message>
    <message>
        <source>Primary impact</source>
        <translation>Haupteinschlag</translation>
    </message>
    <message>
        <source>Secondary impact</source>
        <translation>Nebeneinschlag</translation>
    </message>
    <message>
        <source>Assault Nationality</source>
        <translation>Sturm-Nationalität</translation>
    </message>
    <message>
        <source>Assault Arrow</source>
        <translation>Sturmpfeil</translation>
    </message>
    <message>
        <source>Assaulted hex</source>
        <translation>Angegriffenes Hexfeld</translation>
    </message>
    <message>
        <source>Forward observer</source>
        <translation>Vorgeschobener Beobachter</translation>
    </message>
    <message>
        <source>Smoke</source>
        <translation>Rauch</translation>
    </message>
    <message>
        <source>Nationality</source>
        <translation>Nationalität</translation>
    </message>
    <message>
        <source>Troop</source>
        <translation>Truppengattung</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Kolonne</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Linie</translation>
    </message>
    <message>
        <source>Carré</source>
        <translation>Karree</translation>
    </message>
    <message>
        <source>Tirailleur order</source>
        <translation>Tirailleur-Ordnung</translation>
    </message>
    <message>
        <source>Road march</source>
        <translation>Marschkolonne</translation>
    </message>
    <message>
        <source>General order</source>
        <translation>Allgemeine Ordnung</translation>
    </message>
    <message>
        <source>Limbered</source>
        <translation>Aufgeprotzt</translation>
    </message>
    <message>
        <source>Unlimbered</source>
        <translation>Abgeprotzt</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Trupp</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Qualität</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <source>Posture</source>
        <translation>Haltung</translation>
    </message>
    <message>
        <source>Movement this round</source>
        <translation>Bewegung in dieser Runde</translation>
    </message>
    <message>
        <source>Moving in sight</source>
        <translation>Bewegung in Sicht</translation>
    </message>
    <message>
        <source>Bracing</source>
        <translation>Auflegen</translation>
    </message>
    <message>
        <source>Wound</source>
        <translation>Verwundung</translation>
    </message>
    <message>
        <source>Awareness</source>
        <translation>Wachsamkeit</translation>
    </message>
    <message>
        <source>Prepared position</source>
        <translation>Vorbereitete Stellung</translation>
    </message>
    <message>
        <source>2d6 Skirmish</source>
        <translation>2W6-Gefecht</translation>
    </message>
    <message>
        <source>Who wins</source>
        <translation>Wer gewinnt</translation>
    </message>
    <message>
        <source>Vehicle type</source>
        <translation>Fahrzeugtyp</translation>
    </message>
    <message>
        <source>No bid</source>
        <translation>Kein Gebot</translation>
    </message>
    <message>
        <source>Bid of the side with the initiative</source>
        <translation>Gebot der Seite mit der Initiative</translation>
    </message>
    <message>
        <source>Bid of the other side</source>
        <translation>Gebot der anderen Seite</translation>
    </message>
    <message>
        <source>Cohesion</source>
        <translation>Kohäsion</translation>
    </message>
    <message>
        <source>Reduced cohesion</source>
        <translation>Reduzierte Kohäsion</translation>
    </message>
    <message>
        <source>Small arms</source>
        <translation>Handwaffen</translation>
    </message>
    <message>
        <source>Platoon</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Company</source>
        <translation>Kompanie</translation>
    </message>
    <message>
        <source>National rules</source>
        <translation>Nationale Regeln</translation>
    </message>
    <message>
        <source>The %1 side takes %2 (%3 victory point)</source>
        <translation>Die Seite %1 nimmt %2 ein (%3 Siegpunkt)</translation>
    </message>
    <message>
        <source>The %1 side takes %2 (%3 victory points)</source>
        <translation>Die Seite %1 nimmt %2 ein (%3 Siegpunkte)</translation>
    </message>
    <message>
        <source>The game is over: %1. %2</source>
        <translation>Das Spiel ist zu Ende: %1. %2</translation>
    </message>
    <message>
        <source>the victory conditions</source>
        <translation>die Siegbedingungen</translation>
    </message>
    <message>
        <source>Blocked in %1.</source>
        <translation>Blockiert in %1.</translation>
    </message>
    <message>
        <source>Hindered by the terrain between.</source>
        <translation>Behindert durch das Gelände dazwischen.</translation>
    </message>
    <message>
        <source>Hindered by %1.</source>
        <translation>Behindert durch %1.</translation>
    </message>
    <message>
        <source>Nothing between the two hexes blocks or hinders the line.</source>
        <translation>Nichts zwischen den beiden Hexfeldern blockiert oder behindert die Linie.</translation>
    </message>
    <message>
        <source>Is the line of sight from %1 to %2 clear, hindered or blocked?</source>
        <translation>Ist die Sichtlinie von %1 nach %2 frei, behindert oder blockiert?</translation>
    </message>
    <message>
        <source>clear</source>
        <translation>frei</translation>
    </message>
    <message>
        <source>hindered</source>
        <translation>behindert</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>blockiert</translation>
    </message>
    <message>
        <source>%1 for %2: which number?</source>
        <translation>%1 für %2: Welche Zahl?</translation>
    </message>
    <message>
        <source>%1: which number?</source>
        <translation>%1: Welche Zahl?</translation>
    </message>
    <message>
        <source>%1 in %2: which number?</source>
        <translation>%1 in %2: Welche Zahl?</translation>
    </message>
    <message>
        <source>The final number</source>
        <translation>Die Endzahl</translation>
    </message>
    <message>
        <source>The rules give %1.</source>
        <translation>Die Regeln ergeben %1.</translation>
    </message>
    <message>
        <source>The die shows %1.</source>
        <translation>Der Würfel zeigt %1.</translation>
    </message>
    <message>
        <source>The dice show %1.</source>
        <translation>Die Würfel zeigen %1.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>Which %1 unit in %2 do the rules pick for this result?</source>
        <translation>Welche Einheit der Seite %1 in %2 wählen die Regeln für dieses Ergebnis?</translation>
    </message>
    <message>
        <source>Which unit in %1 do the rules pick for this result?</source>
        <translation>Welche Einheit in %1 wählen die Regeln für dieses Ergebnis?</translation>
    </message>
    <message>
        <source>The rules pick %1.</source>
        <translation>Die Regeln wählen %1.</translation>
    </message>
    <message>
        <source>%1: which result does the roll give?</source>
        <translation>%1: Welches Ergebnis bringt der Wurf?</translation>
    </message>
    <message>
        <source>%1 of %2 right</source>
        <translation>%1 von %2 richtig</translation>
    </message>
    <message>
        <source>The new printed values of %1 are refused: %2.</source>
        <translation>Die neuen aufgedruckten Werte von %1 werden abgelehnt: %2.</translation>
    </message>
    <message>
        <source>no values</source>
        <translation>keine Werte</translation>
    </message>
    <message>
        <source>printed values changed by hand</source>
        <translation>aufgedruckte Werte von Hand geändert</translation>
    </message>
    <message>
        <source>%1 has no printed values to change.</source>
        <translation>%1 hat keine aufgedruckten Werte, die sich ändern ließen.</translation>
    </message>
    <message>
        <source>Change the printed values of %1.</source>
        <translation>Die aufgedruckten Werte von %1 ändern.</translation>
    </message>
    <message>
        <source>Name a hex on the map to move %1 to.</source>
        <translation>Nennen Sie ein Hexfeld auf der Karte, in das %1 ziehen soll.</translation>
    </message>
    <message>
        <source>moved by hand</source>
        <translation>von Hand bewegt</translation>
    </message>
    <message>
        <source>Move %1 from %2 to %3.</source>
        <translation>%1 von %2 nach %3 bewegen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a state of %2.</source>
        <translation>„%1“ ist kein Zustand von %2.</translation>
    </message>
    <message>
        <source>state set by hand</source>
        <translation>Zustand von Hand gesetzt</translation>
    </message>
    <message>
        <source>state cleared by hand</source>
        <translation>Zustand von Hand aufgehoben</translation>
    </message>
    <message>
        <source>Mark %1 %2.</source>
        <translation>%1 als %2 markieren.</translation>
    </message>
    <message>
        <source>Clear %1 from %2.</source>
        <translation>%1 bei %2 aufheben.</translation>
    </message>
    <message>
        <source>%1&apos;s strength can be set from 0 to %2.</source>
        <translation>Die Stärke von %1 lässt sich von 0 bis %2 setzen.</translation>
    </message>
    <message>
        <source>strength set by hand</source>
        <translation>Stärke von Hand gesetzt</translation>
    </message>
    <message>
        <source>Set %1&apos;s strength to %2 (was %3).</source>
        <translation>Stärke von %1 auf %2 setzen (war %3).</translation>
    </message>
    <message>
        <source>Units take no damage in %1.</source>
        <translation>In %1 erleiden Einheiten keinen Schaden.</translation>
    </message>
    <message>
        <source>The damage level goes from 0 to %1.</source>
        <translation>Die Schadensstufe reicht von 0 bis %1.</translation>
    </message>
    <message>
        <source>damage set by hand</source>
        <translation>Schaden von Hand gesetzt</translation>
    </message>
    <message>
        <source>Repair %1.</source>
        <translation>%1 reparieren.</translation>
    </message>
    <message>
        <source>Units do not face in %1.</source>
        <translation>In %1 haben Einheiten keine Ausrichtung.</translation>
    </message>
    <message>
        <source>A facing is a position from 0 to 11.</source>
        <translation>Eine Ausrichtung ist eine Stellung von 0 bis 11.</translation>
    </message>
    <message>
        <source>turned by hand</source>
        <translation>von Hand gedreht</translation>
    </message>
    <message>
        <source>Turn %1.</source>
        <translation>%1 drehen.</translation>
    </message>
    <message>
        <source>%1 is already off the map.</source>
        <translation>%1 ist bereits nicht mehr auf der Karte.</translation>
    </message>
    <message>
        <source>removed by hand</source>
        <translation>von Hand entfernt</translation>
    </message>
    <message>
        <source>Take %1 off the map.</source>
        <translation>%1 von der Karte nehmen.</translation>
    </message>
    <message>
        <source>%1 is on the map.</source>
        <translation>%1 ist auf der Karte.</translation>
    </message>
    <message>
        <source>put back by hand</source>
        <translation>von Hand zurückgestellt</translation>
    </message>
    <message>
        <source>Put %1 back on the map in %2.</source>
        <translation>%1 in %2 wieder auf die Karte stellen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a change made to a counter.</source>
        <translation>„%1“ ist keine Änderung an einem Spielstein.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a marker of %2.</source>
        <translation>„%1“ ist kein Marker von %2.</translation>
    </message>
    <message>
        <source>Name a hex on the map to place the marker in.</source>
        <translation>Nennen Sie ein Hexfeld auf der Karte, in das der Marker kommt.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a side of this scenario.</source>
        <translation>„%1“ ist keine Seite dieses Szenarios.</translation>
    </message>
    <message>
        <source>marker placed by hand</source>
        <translation>Marker von Hand gesetzt</translation>
    </message>
    <message>
        <source>Place a %1 marker in %2.</source>
        <translation>Einen Marker %1 in %2 setzen.</translation>
    </message>
    <message>
        <source>There is no marker number %1 on the map.</source>
        <translation>Auf der Karte gibt es keinen Marker Nummer %1.</translation>
    </message>
    <message>
        <source>marker removed by hand</source>
        <translation>Marker von Hand entfernt</translation>
    </message>
    <message>
        <source>Remove the %1 marker in %2.</source>
        <translation>Den Marker %1 in %2 entfernen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number the %2 marker in %3 carries.</source>
        <translation>„%1“ ist keine Zahl, die der Marker %2 in %3 trägt.</translation>
    </message>
    <message>
        <source>%1 goes from %2 to %3.</source>
        <translation>%1 reicht von %2 bis %3.</translation>
    </message>
    <message>
        <source>marker changed by hand</source>
        <translation>Marker von Hand geändert</translation>
    </message>
    <message>
        <source>Set the value of the %1 marker in %2 to %3.</source>
        <translation>Den Wert des Markers %1 in %2 auf %3 setzen.</translation>
    </message>
    <message>
        <source>Set the %1 of the %2 marker in %3 to %4.</source>
        <translation>%1 des Markers %2 in %3 auf %4 setzen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an adjustment HexFire knows.</source>
        <translation>„%1“ ist keine Anpassung, die HexFire kennt.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not something a side counts in %2.</source>
        <translation>„%1“ ist nichts, was eine Seite in %2 zählt.</translation>
    </message>
    <message>
        <source>%1 cannot go below 0.</source>
        <translation>%1 kann nicht unter 0 sinken.</translation>
    </message>
    <message>
        <source>count set by hand</source>
        <translation>Zählung von Hand gesetzt</translation>
    </message>
    <message>
        <source>Set the %1 side&apos;s %2 to %3 (was %4).</source>
        <translation>%2 der Seite %1 auf %3 setzen (war %4).</translation>
    </message>
    <message>
        <source>An adjustment to a counter names that one counter.</source>
        <translation>Eine Anpassung an einem Spielstein nennt genau diesen Spielstein.</translation>
    </message>
    <message>
        <source>the player</source>
        <translation>der Spieler</translation>
    </message>
    <message>
        <source>Adjustment by the player — outside the rules</source>
        <translation>Anpassung durch den Spieler – außerhalb der Regeln</translation>
    </message>
    <message>
        <source>%1 (%2 side)</source>
        <translation>%1 (Seite %2)</translation>
    </message>
    <message>
        <source>End the %1 side&apos;s activation</source>
        <translation>Aktivierung der Seite %1 beenden</translation>
    </message>
    <message>
        <source>Adjustment: %1</source>
        <translation>Anpassung: %1</translation>
    </message>
    <message>
        <source>Forms carré</source>
        <translation>Bildet Karree</translation>
    </message>
    <message>
        <source>carré %1, disorder %2, rout %3</source>
        <translation>Karree %1, Unordnung %2, Flucht %3</translation>
    </message>
    <message>
        <source>%1 is not infantry: only infantry forms carré</source>
        <translation>%1 ist keine Infanterie: nur Infanterie bildet Karree</translation>
    </message>
    <message>
        <source>%1 is already in carré</source>
        <translation>%1 steht bereits im Karree</translation>
    </message>
    <message>
        <source>%1 is in %2: only a column or a line forms carré</source>
        <translation>%1 steht in %2: nur eine Kolonne oder eine Linie bildet Karree</translation>
    </message>
    <message>
        <source>the charging cavalry is %1 hexes from %2: infantry forms carré against cavalry %3 hexes away or closer</source>
        <translation>die angreifende Kavallerie ist %1 Hexfelder von %2 entfernt: Infanterie bildet Karree gegen Kavallerie, die %3 Hexfelder oder näher steht</translation>
    </message>
    <message>
        <source>Forming carré: %1</source>
        <translation>Karree bilden: %1</translation>
    </message>
    <message>
        <source>disordered or routed</source>
        <translation>ungeordnet oder auf der Flucht</translation>
    </message>
    <message>
        <source>a leader with it (%1)</source>
        <translation>ein Führer bei ihr (%1)</translation>
    </message>
    <message>
        <source>Légère infantry</source>
        <translation>Légère-Infanterie</translation>
    </message>
    <message>
        <source>Guard infantry</source>
        <translation>Garde-Infanterie</translation>
    </message>
    <message>
        <source>charged by lancers (%1)</source>
        <translation>von Lanzenreitern angegriffen (%1)</translation>
    </message>
    <message>
        <source>charged by light cavalry (%1)</source>
        <translation>von leichter Kavallerie angegriffen (%1)</translation>
    </message>
    <message>
        <source>its organisation is at morale level %1</source>
        <translation>ihr Verband steht auf Moralstufe %1</translation>
    </message>
    <message>
        <source>the Carré Realization table has no row for %1 infantry in column at %2 hex</source>
        <translation>die Carré Realization Table hat keine Zeile für %1 Infanterie in Kolonne auf %2 Hexfeld</translation>
    </message>
    <message>
        <source>the Carré Realization table has no row for %1 infantry in column at %2 hexes</source>
        <translation>die Carré Realization Table hat keine Zeile für %1 Infanterie in Kolonne auf %2 Hexfelder</translation>
    </message>
    <message>
        <source>the Carré Realization table has no row for %1 infantry in line at %2 hex</source>
        <translation>die Carré Realization Table hat keine Zeile für %1 Infanterie in Linie auf %2 Hexfeld</translation>
    </message>
    <message>
        <source>the Carré Realization table has no row for %1 infantry in line at %2 hexes</source>
        <translation>die Carré Realization Table hat keine Zeile für %1 Infanterie in Linie auf %2 Hexfelder</translation>
    </message>
    <message>
        <source>Carré Realization Table, %1 from column at %2 hex: %3</source>
        <translation>Carré Realization Table, %1 aus Kolonne auf %2 Hexfeld: %3</translation>
    </message>
    <message>
        <source>Carré Realization Table, %1 from column at %2 hexes: %3</source>
        <translation>Carré Realization Table, %1 aus Kolonne auf %2 Hexfelder: %3</translation>
    </message>
    <message>
        <source>Carré Realization Table, %1 from line at %2 hex: %3</source>
        <translation>Carré Realization Table, %1 aus Linie auf %2 Hexfeld: %3</translation>
    </message>
    <message>
        <source>Carré Realization Table, %1 from line at %2 hexes: %3</source>
        <translation>Carré Realization Table, %1 aus Linie auf %2 Hexfelder: %3</translation>
    </message>
    <message>
        <source>carré roll modifier (low rolls are good)</source>
        <translation>Modifikator des Karree-Wurfs (niedrige Würfe sind gut)</translation>
    </message>
    <message>
        <source>carré roll %1 reads %2: %3</source>
        <translation>Karree-Wurf %1 ergibt %2: %3</translation>
    </message>
    <message>
        <source>carré roll %1 %2 reads %3: %4</source>
        <translation>Karree-Wurf %1 %2 ergibt %3: %4</translation>
    </message>
    <message>
        <source>carré roll, tens die</source>
        <translation>Karree-Wurf, Zehnerwürfel</translation>
    </message>
    <message>
        <source>carré roll, ones die</source>
        <translation>Karree-Wurf, Einerwürfel</translation>
    </message>
    <message>
        <source>%1&apos;s carré roll, tens die</source>
        <translation>Karree-Wurf von %1, Zehnerwürfel</translation>
    </message>
    <message>
        <source>%1&apos;s carré roll, ones die</source>
        <translation>Karree-Wurf von %1, Einerwürfel</translation>
    </message>
    <message>
        <source>forms carré against the charge</source>
        <translation>bildet Karree gegen den Angriff</translation>
    </message>
    <message>
        <source>The Carré Realization table&apos;s rows found for no nation serve every other nation; chargers 3 or 4 hexes away use the 2-hex rows; lancers count +%1 instead of the light cavalry +%2.</source>
        <translation>Die für keine Nation gefundenen Zeilen der Carré Realization Table gelten für jede andere Nation; Angreifer in 3 oder 4 Hexfeldern Entfernung nutzen die 2-Hexfeld-Zeilen; Lanzenreiter zählen +%1 statt der +%2 für leichte Kavallerie.</translation>
    </message>
    <message>
        <source>The Carré Realization table&apos;s rows found for %1 serve every other nation; chargers 3 or 4 hexes away use the 2-hex rows; lancers count +%2 instead of the light cavalry +%3.</source>
        <translation>Die für %1 gefundenen Zeilen der Carré Realization Table gelten für jede andere Nation; Angreifer in 3 oder 4 Hexfeldern Entfernung nutzen die 2-Hexfeld-Zeilen; Lanzenreiter zählen +%2 statt der +%3 für leichte Kavallerie.</translation>
    </message>
    <message>
        <source>%1, charging +5</source>
        <translation>%1, Angriff +5</translation>
    </message>
    <message>
        <source>%1 cannot charge into %2 (%3): no charge enters general-order terrain, where troops fight in loose order.</source>
        <translation>%1 kann nicht in %2 (%3) angreifen: kein Angriff führt in Gelände für allgemeine Ordnung, wo die Truppen in aufgelöster Ordnung kämpfen.</translation>
    </message>
    <message>
        <source>%1 is not cavalry: only cavalry charges.</source>
        <translation>%1 ist keine Kavallerie: nur Kavallerie greift an.</translation>
    </message>
    <message>
        <source>%1 is not on the phasing side: only the phasing player&apos;s cavalry charges.</source>
        <translation>%1 gehört nicht zur Seite am Zug: nur die Kavallerie des Spielers am Zug greift an.</translation>
    </message>
    <message>
        <source>%1 is not fresh: tired or exhausted cavalry does not charge.</source>
        <translation>%1 ist nicht frisch: müde oder erschöpfte Kavallerie greift nicht an.</translation>
    </message>
    <message>
        <source>%1 has moved this player turn: cavalry charges or moves, never both.</source>
        <translation>%1 hat sich in diesem Spielerzug bewegt: Kavallerie greift an oder bewegt sich, nie beides.</translation>
    </message>
    <message>
        <source>%1 has already charged this player turn.</source>
        <translation>%1 hat in diesem Spielerzug bereits angegriffen.</translation>
    </message>
    <message>
        <source>%1 is not in good order: only cavalry in good order charges.</source>
        <translation>%1 ist nicht in guter Ordnung: nur Kavallerie in guter Ordnung greift an.</translation>
    </message>
    <message>
        <source>The unit charged must be an enemy combat unit on the map.</source>
        <translation>Die angegriffene Einheit muss eine feindliche Kampfeinheit auf der Karte sein.</translation>
    </message>
    <message>
        <source>The charge must end next to %1.</source>
        <translation>Der Angriff muss neben %1 enden.</translation>
    </message>
    <message>
        <source>The charge must end next to an enemy combat unit, its last two hexes straight at it.</source>
        <translation>Der Angriff muss neben einer feindlichen Kampfeinheit enden, die letzten zwei Hexfelder gerade auf sie zu.</translation>
    </message>
    <message>
        <source>Standing against the charge</source>
        <translation>Standhalten gegen den Angriff</translation>
    </message>
    <message>
        <source>%1 stands: the charge halts</source>
        <translation>%1 hält stand: der Angriff kommt zum Stehen</translation>
    </message>
    <message>
        <source>Fresh cavalry in good order that has not moved charges an enemy unit: it moves with its movement allowance plus 5, never into general-order terrain, the last two hexes straight at the enemy, and halts next to it; infantry stands (a morale check) or tries to form carré. The melee follows in the Melee Assault segment.</source>
        <translation>Frische Kavallerie in guter Ordnung, die sich nicht bewegt hat, greift eine feindliche Einheit an: sie bewegt sich mit ihrer Bewegungsweite plus 5, nie in Gelände für allgemeine Ordnung, die letzten zwei Hexfelder gerade auf den Feind zu, und hält neben ihm an; Infanterie hält stand (ein Moraltest) oder versucht, Karree zu bilden. Der Nahkampf folgt im Melee Assault segment.</translation>
    </message>
    <message>
        <source>The hexes the cavalry enters, in order; without it the cheapest way.</source>
        <translation>Die Hexfelder, die die Kavallerie der Reihe nach betritt; ohne Angabe der günstigste Weg.</translation>
    </message>
    <message>
        <source>The enemy unit charged; without it the one next to the end of the charge in front of the cavalry.</source>
        <translation>Die angegriffene feindliche Einheit; ohne Angabe die neben dem Ende des Angriffs vor der Kavallerie.</translation>
    </message>
    <message>
        <source>What the charged infantry&apos;s player does: stand (a morale check) or form carré (the Carré Realization roll); tirailleurs retreat. Without it, infantry stands and tirailleurs retreat.</source>
        <translation>Was der Spieler der angegriffenen Infanterie tut: standhalten (ein Moraltest) oder Karree bilden (der Karree-Wurf); Tirailleure weichen aus. Ohne Angabe hält Infanterie stand und Tirailleure weichen aus.</translation>
    </message>
    <message>
        <source>The last two hexes of a charge run straight at the unit charged.</source>
        <translation>Die letzten zwei Hexfelder eines Angriffs führen gerade auf die angegriffene Einheit zu.</translation>
    </message>
    <message>
        <source>Zones of influence do not stop a charge.</source>
        <translation>Einflusszonen halten einen Angriff nicht auf.</translation>
    </message>
    <message>
        <source>Infantry standing against a charge checks its morale; the melee then makes its own pre-melee checks (the charge&apos;s check is not counted as one).</source>
        <translation>Infanterie, die einem Angriff standhält, legt einen Moraltest ab; der Nahkampf macht danach seine eigenen Tests vor dem Nahkampf (der Test des Angriffs zählt nicht als einer davon).</translation>
    </message>
    <message>
        <source>Infantry forming carré against a charge rolls on the row of 2 hexes, the distance the charge was declared from.</source>
        <translation>Infanterie, die gegen einen Angriff Karree bildet, würfelt auf der Zeile für 2 Hexfelder, der Entfernung, aus der der Angriff angesagt wurde.</translation>
    </message>
    <message>
        <source>Only tirailleurs retreat from a charge: %1 stands or forms carré.</source>
        <translation>Nur Tirailleure weichen einem Angriff aus: %1 hält stand oder bildet Karree.</translation>
    </message>
    <message>
        <source>%1 is routed: a routed unit does not form carré.</source>
        <translation>%1 ist auf der Flucht: eine fliehende Einheit bildet kein Karree.</translation>
    </message>
    <message>
        <source>%1 is already in carré.</source>
        <translation>%1 steht bereits im Karree.</translation>
    </message>
    <message>
        <source>%1 is in tirailleur order: tirailleurs do not stand against a charge, they retreat into a hex of a friend in good order or of general-order terrain, or rout.</source>
        <translation>%1 ist in Tirailleur-Ordnung: Tirailleure halten einem Angriff nicht stand, sie weichen in ein Hexfeld einer befreundeten Einheit in guter Ordnung oder in Gelände für allgemeine Ordnung aus, oder sie fliehen.</translation>
    </message>
    <message>
        <source>%1 is in tirailleur order: tirailleurs do not form carré against a charge, they retreat into a hex of a friend in good order or of general-order terrain, or rout.</source>
        <translation>%1 ist in Tirailleur-Ordnung: Tirailleure bilden gegen einen Angriff kein Karree, sie weichen in ein Hexfeld einer befreundeten Einheit in guter Ordnung oder in Gelände für allgemeine Ordnung aus, oder sie fliehen.</translation>
    </message>
    <message>
        <source>In tirailleur order, %1</source>
        <translation>In Tirailleur-Ordnung: %1</translation>
    </message>
    <message>
        <source>%1 is in tirailleur order and has no friend in good order or general-order terrain to retreat into: it routs</source>
        <translation>%1 ist in Tirailleur-Ordnung und hat weder eine befreundete Einheit in guter Ordnung noch Gelände für allgemeine Ordnung zum Ausweichen: sie flieht</translation>
    </message>
    <message>
        <source>Reply of %1</source>
        <translation>Antwort von %1</translation>
    </message>
    <message>
        <source>%1 cannot form carré: %2.</source>
        <translation>%1 kann kein Karree bilden: %2.</translation>
    </message>
    <message>
        <source>%1 tries to form carré, the charge declared %2 hexes away</source>
        <translation>%1 versucht Karree zu bilden, der Angriff wurde aus %2 Hexfeldern angesagt</translation>
    </message>
    <message>
        <source>%1 is routed: it does not reply, and the charge rides into it</source>
        <translation>%1 ist auf der Flucht: sie antwortet nicht, und der Angriff reitet in sie hinein</translation>
    </message>
    <message>
        <source>%1 is in carré: it does not reply; %2, within 2 hexes of it, must melee it in the Melee Assault segment, at a third of its melee value</source>
        <translation>%1 steht im Karree: sie antwortet nicht; %2, bis zu 2 Hexfelder entfernt, muss sie im Melee Assault segment im Nahkampf angreifen, mit einem Drittel ihres Nahkampfwerts</translation>
    </message>
    <message>
        <source>%1 is not infantry: it does not reply, the charge halts next to it and the melee follows</source>
        <translation>%1 ist keine Infanterie: sie antwortet nicht, der Angriff hält neben ihr an und der Nahkampf folgt</translation>
    </message>
    <message>
        <source>%1 stands: it checks its morale; passing, it halts the charge next to it; failing, it routs</source>
        <translation>%1 hält stand: sie legt einen Moraltest ab; besteht sie, kommt der Angriff neben ihr zum Stehen; misslingt er, flieht sie</translation>
    </message>
    <message>
        <source>morale check, tens die</source>
        <translation>Moraltest, Zehnerwürfel</translation>
    </message>
    <message>
        <source>morale check, ones die</source>
        <translation>Moraltest, Einerwürfel</translation>
    </message>
    <message>
        <source>One cavalry unit charges.</source>
        <translation>Eine Kavallerieeinheit greift an.</translation>
    </message>
    <message>
        <source>The last two hexes of the charge must run straight at %1.</source>
        <translation>Die letzten zwei Hexfelder des Angriffs müssen gerade auf %1 zuführen.</translation>
    </message>
    <message>
        <source>%1 charges %2 in %3, the last two hexes straight at it</source>
        <translation>%1 greift %2 in %3 an, die letzten zwei Hexfelder gerade auf sie zu</translation>
    </message>
    <message>
        <source>charged this player turn</source>
        <translation>hat in diesem Spielerzug angegriffen</translation>
    </message>
    <message>
        <source>%1 charges %2 and halts next to it</source>
        <translation>%1 greift %2 an und hält neben ihr an</translation>
    </message>
    <message>
        <source>%1 increment</source>
        <translation>%1 Stufe</translation>
    </message>
    <message>
        <source>%1 increments</source>
        <translation>%1 Stufen</translation>
    </message>
    <message>
        <source>%1 movement point</source>
        <translation>%1 Bewegungspunkt</translation>
    </message>
    <message>
        <source>%1 movement points</source>
        <translation>%1 Bewegungspunkte</translation>
    </message>
    <message>
        <source>%1 retreats from the charge to %2, with %3 in good order</source>
        <translation>%1 weicht dem Angriff nach %2 aus, zu %3 in guter Ordnung</translation>
    </message>
    <message>
        <source>%1 retreats from the charge to %2, into %3</source>
        <translation>%1 weicht dem Angriff nach %2 aus, in %3</translation>
    </message>
    <message>
        <source>After the charge of %1</source>
        <translation>Nach dem Angriff von %1</translation>
    </message>
    <message>
        <source>routed</source>
        <translation>auf der Flucht</translation>
    </message>
    <message>
        <source>no contact: %1 retreats out of reach, and %2 has spent its full printed movement allowance, so it routs where it halts</source>
        <translation>kein Kontakt: %1 weicht außer Reichweite aus, und %2 hat ihre volle aufgedruckte Bewegungsweite verbraucht, daher flieht sie dort, wo sie anhält</translation>
    </message>
    <message>
        <source>no contact: %1 retreats out of reach, and %2 halts where it is (its charge is over)</source>
        <translation>kein Kontakt: %1 weicht außer Reichweite aus, und %2 hält, wo sie ist (ihr Angriff ist vorbei)</translation>
    </message>
    <message>
        <source>if %1 routs, %2</source>
        <translation>falls %1 flieht: %2</translation>
    </message>
    <message>
        <source>%1 tramples %2 with %3 left: tirailleurs lose 2 increments per movement point, %4</source>
        <translation>%1 überreitet %2 mit %3 übrig: Tirailleure verlieren 2 Stufen je Bewegungspunkt, %4</translation>
    </message>
    <message>
        <source>%1 tramples %2 with %3 left: 1 increment per 2 movement points, %4</source>
        <translation>%1 überreitet %2 mit %3 übrig: 1 Stufe je 2 Bewegungspunkte, %4</translation>
    </message>
    <message>
        <source>%1 rolls to be recalled, a morale check against its morale value %2; failing, it pursues and is routed after the pursuit</source>
        <translation>%1 würfelt auf Rückruf, ein Moraltest gegen ihren Moralwert %2; misslingt er, verfolgt sie und ist nach der Verfolgung auf der Flucht</translation>
    </message>
    <message>
        <source>%1 rolls to be recalled, a morale check it cannot roll without a morale value, so it is recalled; failing, it pursues and is routed after the pursuit</source>
        <translation>%1 würfelt auf Rückruf, ein Moraltest, den sie ohne Moralwert nicht würfeln kann, daher wird sie zurückgerufen; misslingt er, verfolgt sie und ist nach der Verfolgung auf der Flucht</translation>
    </message>
    <message>
        <source>%1 routs; recalled</source>
        <translation>%1 flieht; zurückgerufen</translation>
    </message>
    <message>
        <source>%1 routs; pursues, then routed</source>
        <translation>%1 flieht; verfolgt, dann auf der Flucht</translation>
    </message>
    <message>
        <source>recall roll, tens die</source>
        <translation>Rückrufwurf, Zehnerwürfel</translation>
    </message>
    <message>
        <source>recall roll, ones die</source>
        <translation>Rückrufwurf, Einerwürfel</translation>
    </message>
    <message>
        <source>%1 finds no friend in good order and no general-order terrain to retreat into: it routs</source>
        <translation>%1 findet weder eine befreundete Einheit in guter Ordnung noch Gelände für allgemeine Ordnung zum Ausweichen: sie flieht</translation>
    </message>
    <message>
        <source>%1 halts without contact</source>
        <translation>%1 hält ohne Kontakt an</translation>
    </message>
    <message>
        <source>no contact after its full movement allowance</source>
        <translation>kein Kontakt nach ihrer vollen Bewegungsweite</translation>
    </message>
    <message>
        <source>%1 makes no contact after its full movement allowance and routs in place</source>
        <translation>%1 hat nach ihrer vollen Bewegungsweite keinen Kontakt und flieht an Ort und Stelle</translation>
    </message>
    <message>
        <source>trampled by %1</source>
        <translation>von %1 überritten</translation>
    </message>
    <message>
        <source>%1 tramples %2: %3 lost</source>
        <translation>%1 überreitet %2: %3 verloren</translation>
    </message>
    <message>
        <source>%1 loses %2</source>
        <translation>%1 verliert %2</translation>
    </message>
    <message>
        <source>%1&apos;s recall roll, tens die</source>
        <translation>Rückrufwurf von %1, Zehnerwürfel</translation>
    </message>
    <message>
        <source>%1&apos;s recall roll, ones die</source>
        <translation>Rückrufwurf von %1, Einerwürfel</translation>
    </message>
    <message>
        <source>the recall roll of %1 rolls %2 and reads %3 against %4: it is recalled</source>
        <translation>der Rückrufwurf von %1 würfelt %2 und ergibt %3 gegen %4: sie wird zurückgerufen</translation>
    </message>
    <message>
        <source>the recall roll of %1 rolls %2 and reads %3 against %4: it pursues and is routed after the pursuit</source>
        <translation>der Rückrufwurf von %1 würfelt %2 und ergibt %3 gegen %4: sie verfolgt und ist nach der Verfolgung auf der Flucht</translation>
    </message>
    <message>
        <source>the recall roll of %1 rolls %2 %3 and reads %4 against %5: it is recalled</source>
        <translation>der Rückrufwurf von %1 würfelt %2 %3 und ergibt %4 gegen %5: sie wird zurückgerufen</translation>
    </message>
    <message>
        <source>the recall roll of %1 rolls %2 %3 and reads %4 against %5: it pursues and is routed after the pursuit</source>
        <translation>der Rückrufwurf von %1 würfelt %2 %3 und ergibt %4 gegen %5: sie verfolgt und ist nach der Verfolgung auf der Flucht</translation>
    </message>
    <message>
        <source>recalled</source>
        <translation>zurückgerufen</translation>
    </message>
    <message>
        <source>pursues, routed after the pursuit</source>
        <translation>verfolgt, nach der Verfolgung auf der Flucht</translation>
    </message>
    <message>
        <source>%1 is recalled</source>
        <translation>%1 wird zurückgerufen</translation>
    </message>
    <message>
        <source>pursued the routed enemy</source>
        <translation>hat den fliehenden Feind verfolgt</translation>
    </message>
    <message>
        <source>%1 pursues and is routed after the pursuit</source>
        <translation>%1 verfolgt und ist nach der Verfolgung auf der Flucht</translation>
    </message>
    <message>
        <source>Routed infantry charged is trampled as lone routed guns are: 1 increment per 2 movement points the cavalry has left; odd movement points are rounded down.</source>
        <translation>Angegriffene fliehende Infanterie wird wie allein stehende fliehende Geschütze überritten: 1 Stufe je 2 Bewegungspunkte, die der Kavallerie bleiben; ungerade Bewegungspunkte werden abgerundet.</translation>
    </message>
    <message>
        <source>Routed infantry charged (other than tirailleurs) is not trampled; odd movement points are rounded down.</source>
        <translation>Angegriffene fliehende Infanterie (außer Tirailleuren) wird nicht überritten; ungerade Bewegungspunkte werden abgerundet.</translation>
    </message>
    <message>
        <source>The recall roll of cavalry whose target routs is an ordinary morale check of the cavalry; failing, it pursues and is routed after the pursuit where it halted (the pursuit&apos;s melee at half value is not played).</source>
        <translation>Der Rückrufwurf einer Kavallerie, deren Ziel flieht, ist ein gewöhnlicher Moraltest der Kavallerie; misslingt er, verfolgt sie und ist nach der Verfolgung dort auf der Flucht, wo sie anhielt (der Nahkampf der Verfolgung zum halben Wert wird nicht gespielt).</translation>
    </message>
    <message>
        <source>Tirailleurs charged retreat one hex away from the cavalry into a hex holding a friend in good order or general-order terrain (the farthest from the cavalry, the first in a fixed order of directions); without one they rout.</source>
        <translation>Angegriffene Tirailleure weichen ein Hexfeld von der Kavallerie weg in ein Hexfeld mit einer befreundeten Einheit in guter Ordnung oder mit Gelände für allgemeine Ordnung aus (das am weitesten von der Kavallerie entfernte, bei Gleichstand das erste in einer festen Reihenfolge der Richtungen); ohne ein solches fliehen sie.</translation>
    </message>
    <message>
        <source>The charge is one action: when its target retreats out of reach the cavalry stays where it halted, and routs there if it spent at least its printed movement allowance.</source>
        <translation>Der Angriff ist eine Aktion: weicht sein Ziel außer Reichweite aus, bleibt die Kavallerie, wo sie anhielt, und flieht dort, wenn sie mindestens ihre aufgedruckte Bewegungsweite verbraucht hat.</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>A road: in road march a unit moves along it at the road&apos;s cost (Movement).</source>
        <translation>Eine Straße: In Marschkolonne bewegt sich eine Einheit zu den Kosten der Straße auf ihr (Bewegung).</translation>
    </message>
    <message>
        <source>Crossed in road march only, at its own cost (Movement).</source>
        <translation>Nur in Marschkolonne zu überqueren, zu eigenen Kosten (Bewegung).</translation>
    </message>
    <message>
        <source>Crossing it adds to the cost of the hex entered, or is prohibited (Movement).</source>
        <translation>Ihre Überquerung erhöht die Kosten des betretenen Hexfelds oder ist verboten (Bewegung).</translation>
    </message>
    <message>
        <source>The army the unit belongs to.</source>
        <translation>Die Armee, zu der die Einheit gehört.</translation>
    </message>
    <message>
        <source>The kind of troops (ligne, hussar, foot...).</source>
        <translation>Die Truppenart (ligne, hussar, foot ...).</translation>
    </message>
    <message>
        <source>The formation the counter shows; its facing must fit it.</source>
        <translation>Die Formation, die der Spielstein zeigt; seine Ausrichtung muss dazu passen.</translation>
    </message>
    <message>
        <source>The battery&apos;s range in hexes, printed on the counter.</source>
        <translation>Die Reichweite der Batterie in Hexfeldern, auf dem Spielstein aufgedruckt.</translation>
    </message>
    <message>
        <source>column: the top unit fires</source>
        <translation>Kolonne: die oberste Einheit feuert</translation>
    </message>
    <message>
        <source>column: only the top unit fires</source>
        <translation>Kolonne: nur die oberste Einheit feuert</translation>
    </message>
    <message>
        <source>line: at most %1 increments per hex fire</source>
        <translation>Linie: höchstens %1 Stufen je Hexfeld feuern</translation>
    </message>
    <message>
        <source>tirailleur order: at most %1 increments per hex fire</source>
        <translation>Tirailleur-Ordnung: höchstens %1 Stufen je Hexfeld feuern</translation>
    </message>
    <message>
        <source>carré: at most %1 increments per hex fire</source>
        <translation>Karree: höchstens %1 Stufen je Hexfeld feuern</translation>
    </message>
    <message>
        <source>artillery in a carré: one battery fires with the infantry</source>
        <translation>Artillerie in einem Karree: eine Batterie feuert mit der Infanterie</translation>
    </message>
    <message>
        <source>artillery with a line: one battery fires with the infantry</source>
        <translation>Artillerie bei einer Linie: eine Batterie feuert mit der Infanterie</translation>
    </message>
    <message>
        <source>artillery with infantry in line or carré: only one battery fires</source>
        <translation>Artillerie bei Infanterie in Linie oder Karree: nur eine Batterie feuert</translation>
    </message>
    <message>
        <source>unlimbered artillery in clear terrain: all increments fire</source>
        <translation>abgeprotzte Artillerie in offenem Gelände: alle Stufen feuern</translation>
    </message>
    <message>
        <source>artillery outside clear terrain: only the top battery fires</source>
        <translation>Artillerie außerhalb offenen Geländes: nur die oberste Batterie feuert</translation>
    </message>
    <message>
        <source>%1; disordered: half, rounded down</source>
        <translation>%1; ungeordnet: die Hälfte, abgerundet</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>%1: %2 increments x %3 (%4)</source>
        <translation>%1: %2 Stufen x %3 (%4)</translation>
    </message>
    <message>
        <source>%1 is in carré</source>
        <translation>%1 steht im Karree</translation>
    </message>
    <message>
        <source>%1 is in road march</source>
        <translation>%1 ist im Straßenmarsch</translation>
    </message>
    <message>
        <source>%1 is disordered or routed</source>
        <translation>%1 ist ungeordnet oder auf der Flucht</translation>
    </message>
    <message>
        <source>fire enters the line of %1 through a flank hexside</source>
        <translation>das Feuer trifft die Linie von %1 durch eine Flankenseite</translation>
    </message>
    <message>
        <source>%1 (cavalry in line)</source>
        <translation>%1 (Kavallerie in Linie)</translation>
    </message>
    <message>
        <source>line with %1 infantry and cavalry increments in the hex (over %2) uses the column value</source>
        <translation>eine Linie mit %1 Infanterie- und Kavalleriestufen im Hexfeld (über %2) nimmt den Wert der Kolonne</translation>
    </message>
    <message>
        <source>%1 in line</source>
        <translation>%1 in Linie</translation>
    </message>
    <message>
        <source>%1 (cavalry)</source>
        <translation>%1 (Kavallerie)</translation>
    </message>
    <message>
        <source>%1 (%2 artillery)</source>
        <translation>%1 (Artillerie, %2)</translation>
    </message>
    <message>
        <source>infantry and artillery in the hex</source>
        <translation>Infanterie und Artillerie im Hexfeld</translation>
    </message>
    <message>
        <source>%1 is routed: routed units do not fire</source>
        <translation>%1 ist auf der Flucht: fliehende Einheiten feuern nicht</translation>
    </message>
    <message>
        <source>%1 has already fired in this segment: each unit fires once</source>
        <translation>%1 hat in diesem Abschnitt bereits gefeuert: jede Einheit feuert einmal</translation>
    </message>
    <message>
        <source>batteries in three hexes combine their fire only with a leader with a special ability next to all of them</source>
        <translation>Batterien in drei Hexfeldern vereinen ihr Feuer nur mit einem Führer mit Sonderfähigkeit neben allen dreien</translation>
    </message>
    <message>
        <source>batteries in different hexes combine their fire only with a leader with an artillery bonus next to both</source>
        <translation>Batterien in verschiedenen Hexfeldern vereinen ihr Feuer nur mit einem Führer mit Artilleriebonus neben beiden</translation>
    </message>
    <message>
        <source>%1 has no fire value</source>
        <translation>%1 hat keinen Feuerwert</translation>
    </message>
    <message>
        <source>%1 is %2 hexes from %3; its range is %4</source>
        <translation>%1 ist %2 Hexfelder von %3 entfernt; ihre Reichweite ist %4</translation>
    </message>
    <message>
        <source>%1 cannot fire at %2: the line of sight leaves through a flank or rear hexside</source>
        <translation>%1 kann nicht auf %2 feuern: die Sichtlinie verlässt sie durch eine Flanken- oder Rückenseite</translation>
    </message>
    <message>
        <source>%1 has no line of sight to %2</source>
        <translation>%1 hat keine Sichtlinie zu %2</translation>
    </message>
    <message>
        <source>A unit</source>
        <translation>Eine Einheit</translation>
    </message>
    <message>
        <source>offensive fire at %1</source>
        <translation>Angriffsfeuer auf %1</translation>
    </message>
    <message>
        <source>%1 fired at %2: it assaults only that hex this turn</source>
        <translation>%1 hat auf %2 gefeuert: sie greift in diesem Zug nur dieses Hexfeld im Nahkampf an</translation>
    </message>
    <message>
        <source>defensive fire</source>
        <translation>Abwehrfeuer</translation>
    </message>
    <message>
        <source>%1 has lost %2 to defensive fire: %3 on its pre-melee check if it assaults</source>
        <translation>%1 hat %2 durch Abwehrfeuer verloren: %3 auf ihren Test vor dem Nahkampf, falls sie angreift</translation>
    </message>
    <message>
        <source>The unit fired at the hex the arrow points at in the Offensive Fire segment: in the Melee Assault segment it assaults only that hex. Removed at the end of the turn.</source>
        <translation>Die Einheit hat im Offensive Fire segment auf das Hexfeld gefeuert, auf das der Pfeil zeigt: im Melee Assault segment greift sie nur dieses Hexfeld an. Wird am Ende des Zuges entfernt.</translation>
    </message>
    <message>
        <source>The hex the unit fired at.</source>
        <translation>Das Hexfeld, auf das die Einheit gefeuert hat.</translation>
    </message>
    <message>
        <source>The increments the unit lost in the Defensive Fire segment: −3 each on its pre-melee check if it assaults. Removed at the end of the turn.</source>
        <translation>Die Stufen, die die Einheit im Defensive Fire segment verloren hat: je −3 auf ihren Test vor dem Nahkampf, falls sie angreift. Wird am Ende des Zuges entfernt.</translation>
    </message>
    <message>
        <source>%1 lost %2 in the Defensive Fire segment: %3 on its pre-melee check if it assaults this turn (Melee).</source>
        <translation>%1 hat im Defensive Fire segment %2 verloren: %3 auf ihren Test vor dem Nahkampf, falls sie in diesem Zug angreift (Melee).</translation>
    </message>
    <message>
        <source>%1 fired at %2 in the Offensive Fire segment: it assaults only that hex this turn (Melee).</source>
        <translation>%1 hat im Offensive Fire segment auf %2 gefeuert: sie greift in diesem Zug nur dieses Hexfeld im Nahkampf an (Melee).</translation>
    </message>
    <message>
        <source>%1 fired at another hex in the Offensive Fire segment: it assaults only that hex this turn (Melee).</source>
        <translation>%1 hat im Offensive Fire segment auf ein anderes Hexfeld gefeuert: sie greift in diesem Zug nur dieses Hexfeld im Nahkampf an (Melee).</translation>
    </message>
    <message>
        <source>force march</source>
        <translation>Gewaltmarsch</translation>
    </message>
    <message>
        <source>on a force march: movement allowance ×2 in column or road march</source>
        <translation>im Gewaltmarsch: Bewegungsweite ×2 in Kolonne oder Marschkolonne</translation>
    </message>
    <message>
        <source>%1 is not in good order</source>
        <translation>%1 ist nicht in guter Ordnung</translation>
    </message>
    <message>
        <source>%1 is on a force march already</source>
        <translation>%1 ist bereits im Gewaltmarsch</translation>
    </message>
    <message>
        <source>%1 has moved this player turn: the order comes before the division moves</source>
        <translation>%1 hat sich in diesem Spielerzug bewegt: der Befehl kommt, bevor sich die Division bewegt</translation>
    </message>
    <message>
        <source>select one unit of the organisation that force-marches</source>
        <translation>wähle eine Einheit des Verbands, der im Gewaltmarsch zieht</translation>
    </message>
    <message>
        <source>%1 is not a combat unit on the map</source>
        <translation>%1 ist keine Kampfeinheit auf der Karte</translation>
    </message>
    <message>
        <source>%1 belongs to no organisation: a force march is ordered for a whole division</source>
        <translation>%1 gehört zu keinem Verband: ein Gewaltmarsch wird für eine ganze Division befohlen</translation>
    </message>
    <message>
        <source>%1 is at morale level %2: only an organisation at morale level 0 force-marches</source>
        <translation>%1 steht auf Moralstufe %2: nur ein Verband auf Moralstufe 0 zieht im Gewaltmarsch</translation>
    </message>
    <message>
        <source>a force march lasts one, two or three consecutive turns</source>
        <translation>ein Gewaltmarsch dauert einen, zwei oder drei aufeinanderfolgende Züge</translation>
    </message>
    <message>
        <source>%1 force-marches (turn %2): each unit checks its morale; a pass doubles its movement allowance in column or road march, with no formation change and no melee assault</source>
        <translation>%1 zieht im Gewaltmarsch (Zug %2): jede Einheit legt einen Moraltest ab; besteht sie, verdoppelt sich ihre Bewegungsweite in Kolonne oder Marschkolonne, ohne Formationswechsel und ohne Nahkampfangriff</translation>
    </message>
    <message>
        <source>Passes: force-marches</source>
        <translation>Besteht: zieht im Gewaltmarsch</translation>
    </message>
    <message>
        <source>The unit&apos;s whole organisation, at morale level 0, force-marches: each of its units that has not moved checks its morale at −6 (−12, −18 on consecutive turns); those that pass move twice their allowance in column or road march this turn, change no formation and make no melee assault.</source>
        <translation>Der ganze Verband der Einheit, auf Moralstufe 0, zieht im Gewaltmarsch: jede seiner Einheiten, die sich nicht bewegt hat, legt einen Moraltest mit −6 ab (−12, −18 in aufeinanderfolgenden Zügen); wer besteht, bewegt sich in diesem Zug in Kolonne oder Marschkolonne mit doppelter Bewegungsweite, wechselt keine Formation und macht keinen Nahkampfangriff.</translation>
    </message>
    <message>
        <source>1 for the first turn of force march, 2 or 3 when the organisation force-marched in the turns just before (−12, −18).</source>
        <translation>1 für den ersten Zug des Gewaltmarschs, 2 oder 3, wenn der Verband schon in den Zügen unmittelbar davor im Gewaltmarsch zog (−12, −18).</translation>
    </message>
    <message>
        <source>On a force march this turn: twice its movement allowance in column or road march, no formation change, no melee assault.</source>
        <translation>In diesem Zug im Gewaltmarsch: doppelte Bewegungsweite in Kolonne oder Marschkolonne, kein Formationswechsel, kein Nahkampfangriff.</translation>
    </message>
    <message>
        <source>%1 is on a force march: it may not make a melee assault this turn</source>
        <translation>%1 ist im Gewaltmarsch: sie darf in diesem Zug keinen Nahkampfangriff machen</translation>
    </message>
    <message>
        <source>%1 is on a force march: it may not change formation this turn</source>
        <translation>%1 ist im Gewaltmarsch: sie darf in diesem Zug die Formation nicht wechseln</translation>
    </message>
    <message>
        <source>%1 is on a force march: it may not %2 this turn</source>
        <translation>%1 ist im Gewaltmarsch: sie darf in diesem Zug nicht: %2</translation>
    </message>
    <message>
        <source>HexFire does not count a force march&apos;s consecutive turns: the player sets the turn (1, 2, 3 for −6, −12, −18); the units that have moved, are not in good order or are leaders do not take part; a unit that fails takes its morale failure; the doubled allowance applies in column and road march, and the status ends with the turn.</source>
        <translation>HexFire zählt die aufeinanderfolgenden Züge eines Gewaltmarschs nicht: der Spieler setzt den Zug (1, 2, 3 für −6, −12, −18); Einheiten, die sich bewegt haben, nicht in guter Ordnung sind oder Führer sind, nehmen nicht teil; eine Einheit, deren Test misslingt, erleidet ihr Moralversagen; die verdoppelte Bewegungsweite gilt in Kolonne und Marschkolonne, und der Status endet mit dem Zug.</translation>
    </message>
    <message>
        <source>a casualty: leaves the map</source>
        <translation>ein Verlust: verlässt die Karte</translation>
    </message>
    <message>
        <source>%1 falls</source>
        <translation>%1 fällt</translation>
    </message>
    <message>
        <source>the fall of %1</source>
        <translation>der Fall von %1</translation>
    </message>
    <message>
        <source>Select the one leader who falls.</source>
        <translation>Wähle den einen Führer, der fällt.</translation>
    </message>
    <message>
        <source>%1 is not a leader: only a leader becomes a leader casualty.</source>
        <translation>%1 ist kein Führer: nur ein Führer wird zum Führerverlust.</translation>
    </message>
    <message>
        <source>%1 is not on the map.</source>
        <translation>%1 ist nicht auf der Karte.</translation>
    </message>
    <message>
        <source>%1 falls and leaves the map; the units with him in %2 check their morale less his leadership value</source>
        <translation>%1 fällt und verlässt die Karte; die Einheiten bei ihm in %2 legen einen Moraltest abzüglich seines Führungswerts ab</translation>
    </message>
    <message>
        <source>no unit of his side stands with %1: nobody checks</source>
        <translation>keine Einheit seiner Seite steht bei %1: niemand testet</translation>
    </message>
    <message>
        <source>The leader falls (the player says when, in a fire or melee segment): he leaves the map, and the units of his side stacked with him check their morale less his leadership value.</source>
        <translation>Der Führer fällt (der Spieler sagt wann, in einem Feuer- oder Nahkampfabschnitt): er verlässt die Karte, und die Einheiten seiner Seite, die mit ihm gestapelt sind, legen einen Moraltest abzüglich seines Führungswerts ab.</translation>
    </message>
    <message>
        <source>When a leader falls was not found: the player says so, in a fire or melee segment, for a leader of either side; the units of his side in his hex check their morale, less his leadership value.</source>
        <translation>Wann ein Führer fällt, wurde nicht gefunden: der Spieler sagt es an, in einem Feuer- oder Nahkampfabschnitt, für einen Führer jeder Seite; die Einheiten seiner Seite in seinem Hexfeld legen einen Moraltest abzüglich seines Führungswerts ab.</translation>
    </message>
    <message>
        <source>limber roll</source>
        <translation>Protzwurf</translation>
    </message>
    <message>
        <source>%1&apos;s limber roll</source>
        <translation>Protzwurf von %1</translation>
    </message>
    <message>
        <source>Modified limber roll of %1</source>
        <translation>Modifizierter Protzwurf von %1</translation>
    </message>
    <message>
        <source>limber roll passed</source>
        <translation>Protzwurf gelungen</translation>
    </message>
    <message>
        <source>limber roll failed: no formation change</source>
        <translation>Protzwurf misslungen: kein Formationswechsel</translation>
    </message>
    <message>
        <source>The limber roll fails: %1 stays in its formation</source>
        <translation>Der Protzwurf misslingt: %1 bleibt in ihrer Formation</translation>
    </message>
    <message>
        <source>The limber roll of %1 is %2: the guns change formation</source>
        <translation>Der Protzwurf von %1 ist %2: die Geschütze wechseln die Formation</translation>
    </message>
    <message>
        <source>The limber roll of %1 is %2: below %3, the formation does not change and the movement points are spent</source>
        <translation>Der Protzwurf von %1 ist %2: unter %3, die Formation wechselt nicht und die Bewegungspunkte sind verbraucht</translation>
    </message>
    <message>
        <source>The limber roll of %1 is %2 %3 = %4: the guns change formation</source>
        <translation>Der Protzwurf von %1 ist %2 %3 = %4: die Geschütze wechseln die Formation</translation>
    </message>
    <message>
        <source>The limber roll of %1 is %2 %3 = %4: below %5, the formation does not change and the movement points are spent</source>
        <translation>Der Protzwurf von %1 ist %2 %3 = %4: unter %5, die Formation wechselt nicht und die Bewegungspunkte sind verbraucht</translation>
    </message>
    <message>
        <source>%1 movement points spent on a failed limber roll</source>
        <translation>%1 Bewegungspunkte für einen misslungenen Protzwurf verbraucht</translation>
    </message>
    <message>
        <source>%1 rolls one die to limber or unlimber: the guns change formation on %2 or more</source>
        <translation>%1 würfelt einen Würfel zum Auf- oder Abprotzen: die Geschütze wechseln die Formation bei %2 oder mehr</translation>
    </message>
    <message>
        <source>a leader in its hex (%1)</source>
        <translation>ein Führer in ihrem Hexfeld (%1)</translation>
    </message>
    <message>
        <source>Limber roll of %1</source>
        <translation>Protzwurf von %1</translation>
    </message>
    <message>
        <source>The formation does not change; %1 movement points spent</source>
        <translation>Die Formation wechselt nicht; %1 Bewegungspunkte verbraucht</translation>
    </message>
    <message>
        <source>fails the limber roll</source>
        <translation>der Protzwurf misslingt</translation>
    </message>
    <message>
        <source>The limber roll&apos;s table was not found: one die, an artillery-bonus leader in the hex %1, a special-ability leader %2 (the best leader counts), changes the formation on %3 or more; a failed roll leaves the formation as it was and spends the movement points of the change.</source>
        <translation>Die Tabelle des Protzwurfs wurde nicht gefunden: ein Würfel, ein Führer mit Artilleriebonus im Hexfeld %1, ein Führer mit Sonderfähigkeit %2 (der beste Führer zählt), wechselt die Formation bei %3 oder mehr; ein misslungener Wurf lässt die Formation, wie sie war, und verbraucht die Bewegungspunkte des Wechsels.</translation>
    </message>
    <message>
        <source>cavalry does not check before a melee</source>
        <translation>Kavallerie testet nicht vor einem Nahkampf</translation>
    </message>
    <message>
        <source>infantry stacked with cavalry does not check before a melee</source>
        <translation>Infanterie, die mit Kavallerie gestapelt ist, testet nicht vor einem Nahkampf</translation>
    </message>
    <message>
        <source>a defender in general order does not check before a melee</source>
        <translation>ein Verteidiger in allgemeiner Ordnung testet nicht vor einem Nahkampf</translation>
    </message>
    <message>
        <source>a defender checks only in clear terrain</source>
        <translation>ein Verteidiger testet nur in offenem Gelände</translation>
    </message>
    <message>
        <source>increments %1 : %2 (placeholder chart)</source>
        <translation>Stufen %1 : %2 (Platzhaltertabelle)</translation>
    </message>
    <message>
        <source>attacked through a flank hexside</source>
        <translation>durch eine Flankenseite angegriffen</translation>
    </message>
    <message>
        <source>attacked through the rear</source>
        <translation>von hinten angegriffen</translation>
    </message>
    <message>
        <source>attacks through a flank hexside</source>
        <translation>greift durch eine Flankenseite an</translation>
    </message>
    <message>
        <source>lost %1 increment to defensive fire</source>
        <translation>%1 Stufe durch Abwehrfeuer verloren</translation>
    </message>
    <message>
        <source>lost %1 increments to defensive fire</source>
        <translation>%1 Stufen durch Abwehrfeuer verloren</translation>
    </message>
    <message>
        <source>Melee at %1</source>
        <translation>Nahkampf in %1</translation>
    </message>
    <message>
        <source>the defenders lose or give ground</source>
        <translation>die Verteidiger verlieren oder weichen</translation>
    </message>
    <message>
        <source>The defenders fail their check and fall back; the attacker advances</source>
        <translation>Die Verteidiger bestehen ihren Test nicht und weichen zurück; der Angreifer rückt vor</translation>
    </message>
    <message>
        <source>Every attacker fails its check: no melee</source>
        <translation>Jeder Angreifer besteht seinen Test nicht: kein Nahkampf</translation>
    </message>
    <message>
        <source>attacks through the rear</source>
        <translation>greift von hinten an</translation>
    </message>
    <message>
        <source>infantry against a carré</source>
        <translation>Infanterie gegen ein Karree</translation>
    </message>
    <message>
        <source>cavalry against a carré or general order</source>
        <translation>Kavallerie gegen ein Karree oder allgemeine Ordnung</translation>
    </message>
    <message>
        <source>heavy cavalry against light cavalry</source>
        <translation>schwere Kavallerie gegen leichte Kavallerie</translation>
    </message>
    <message>
        <source>heavy cavalry in line</source>
        <translation>schwere Kavallerie in Linie</translation>
    </message>
    <message>
        <source>exhausted</source>
        <translation>erschöpft</translation>
    </message>
    <message>
        <source>tired</source>
        <translation>müde</translation>
    </message>
    <message>
        <source>routed cavalry</source>
        <translation>fliehende Kavallerie</translation>
    </message>
    <message>
        <source>disordered</source>
        <translation>ungeordnet</translation>
    </message>
    <message>
        <source>melee</source>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <source>%1 advances into %2</source>
        <translation>%1 rückt nach %2 vor</translation>
    </message>
    <message>
        <source>Pre-melee check</source>
        <translation>Test vor dem Nahkampf</translation>
    </message>
    <message>
        <source>melee roll, tens die</source>
        <translation>Nahkampfwurf, Zehnerwürfel</translation>
    </message>
    <message>
        <source>melee roll, ones die</source>
        <translation>Nahkampfwurf, Einerwürfel</translation>
    </message>
    <message>
        <source>melee values %1 : %2, melee chart column %3, roll %4 (row %5): %6</source>
        <translation>Nahkampfwerte %1 : %2, Spalte %3 der Nahkampftabelle, Wurf %4 (Zeile %5): %6</translation>
    </message>
    <message>
        <source>melee at %1 reads %2: %3</source>
        <translation>Nahkampf in %1 ergibt %2: %3</translation>
    </message>
    <message>
        <source>%1 is not on the map</source>
        <translation>%1 ist nicht auf der Karte</translation>
    </message>
    <message>
        <source>%1 is not on the same side as %2</source>
        <translation>%1 gehört nicht zur selben Seite wie %2</translation>
    </message>
    <message>
        <source>%1 is not a La Bataille unit</source>
        <translation>%1 ist keine La-Bataille-Einheit</translation>
    </message>
    <message>
        <source>%1 is a leader and does not assault</source>
        <translation>%1 ist ein Führer und greift nicht im Nahkampf an</translation>
    </message>
    <message>
        <source>%1 is routed: routed units do not assault</source>
        <translation>%1 ist auf der Flucht: fliehende Einheiten greifen nicht im Nahkampf an</translation>
    </message>
    <message>
        <source>%1 has no melee value</source>
        <translation>%1 hat keinen Nahkampfwert</translation>
    </message>
    <message>
        <source>%1 is not next to %2</source>
        <translation>%1 steht nicht neben %2</translation>
    </message>
    <message>
        <source>%1 faces away from %2: a unit assaults only through its front hexsides</source>
        <translation>%1 ist von %2 abgewandt: eine Einheit greift nur durch ihre Frontseiten im Nahkampf an</translation>
    </message>
    <message>
        <source>%1 fired at %2 in the Offensive Fire segment: a unit that fired assaults only the hex it fired at</source>
        <translation>%1 hat im Offensive Fire segment auf %2 gefeuert: eine Einheit, die gefeuert hat, greift nur das Hexfeld im Nahkampf an, auf das sie gefeuert hat</translation>
    </message>
    <message>
        <source>%1 attacking: melee %2 with %3 of %4 increments</source>
        <translation>%1 greift an: Nahkampf %2 mit %3 von %4 Stufen</translation>
    </message>
    <message>
        <source>%1 attacking: melee %2</source>
        <translation>%1 greift an: Nahkampf %2</translation>
    </message>
    <message>
        <source>%1 defending: melee %2 with %3 of %4 increments</source>
        <translation>%1 verteidigt: Nahkampf %2 mit %3 von %4 Stufen</translation>
    </message>
    <message>
        <source>%1 defending: melee %2</source>
        <translation>%1 verteidigt: Nahkampf %2</translation>
    </message>
    <message>
        <source>Pre-melee check of the defender</source>
        <translation>Test des Verteidigers vor dem Nahkampf</translation>
    </message>
    <message>
        <source>Pre-melee check of the attacker</source>
        <translation>Test des Angreifers vor dem Nahkampf</translation>
    </message>
    <message>
        <source>Fails: disordered, falls back and does not fight</source>
        <translation>Misslingt: ungeordnet, weicht zurück und kämpft nicht</translation>
    </message>
    <message>
        <source>melee values %1 : %2 if every unit fights (rounded for the defender)</source>
        <translation>Nahkampfwerte %1 : %2, wenn jede Einheit kämpft (zugunsten des Verteidigers gerundet)</translation>
    </message>
    <message>
        <source>melee values %1 : %2 if every unit fights (rounded for the attacker)</source>
        <translation>Nahkampfwerte %1 : %2, wenn jede Einheit kämpft (zugunsten des Angreifers gerundet)</translation>
    </message>
    <message>
        <source>Melee value of the attackers</source>
        <translation>Nahkampfwert der Angreifer</translation>
    </message>
    <message>
        <source>Melee value of the defenders</source>
        <translation>Nahkampfwert der Verteidiger</translation>
    </message>
    <message>
        <source>Melee odds column</source>
        <translation>Spalte der Nahkampfchancen</translation>
    </message>
    <message>
        <source>select the units that assault</source>
        <translation>wähle die Einheiten, die im Nahkampf angreifen</translation>
    </message>
    <message>
        <source>at most five units assault one hex at once in HexFire</source>
        <translation>in HexFire greifen höchstens fünf Einheiten ein Hexfeld zugleich an</translation>
    </message>
    <message>
        <source>choose the hex to assault</source>
        <translation>wähle das anzugreifende Hexfeld</translation>
    </message>
    <message>
        <source>there is no enemy unit to assault in %1</source>
        <translation>in %1 gibt es keine feindliche Einheit zum Angreifen</translation>
    </message>
    <message>
        <source>%1 is not a La Bataille unit on the map</source>
        <translation>%1 ist keine La-Bataille-Einheit auf der Karte</translation>
    </message>
    <message>
        <source>%1 stands in line across two hexes: a line does not follow a retreat</source>
        <translation>%1 steht in Linie über zwei Hexfelder: eine Linie folgt keinem Rückzug</translation>
    </message>
    <message>
        <source>%1 is not next to %2: the attacker follows one hex</source>
        <translation>%1 liegt nicht neben %2: der Angreifer folgt ein Hexfeld</translation>
    </message>
    <message>
        <source>an enemy unit holds %1: the attacker follows into a free hex</source>
        <translation>eine feindliche Einheit hält %1: der Angreifer folgt in ein freies Hexfeld</translation>
    </message>
    <message>
        <source>%1 may not enter %2</source>
        <translation>%1 darf %2 nicht betreten</translation>
    </message>
    <message>
        <source>%1 is not next to %2: the attacker follows one hex and assaults from there</source>
        <translation>%1 liegt nicht neben %2: der Angreifer folgt ein Hexfeld und greift von dort an</translation>
    </message>
    <message>
        <source>no unit in %1 retreated before melee more than one hex: the attacker follows only such a retreat</source>
        <translation>keine Einheit in %1 ist vor dem Nahkampf mehr als ein Hexfeld zurückgewichen: der Angreifer folgt nur einem solchen Rückzug</translation>
    </message>
    <message>
        <source>select the one unit that follows the retreat</source>
        <translation>wähle die eine Einheit, die dem Rückzug folgt</translation>
    </message>
    <message>
        <source>%1 follows the retreat into %2</source>
        <translation>%1 folgt dem Rückzug nach %2</translation>
    </message>
    <message>
        <source>%1 follows the retreat one hex into %2 and assaults again, without defensive fire and without changing formation</source>
        <translation>%1 folgt dem Rückzug ein Hexfeld nach %2 und greift erneut an, ohne Abwehrfeuer und ohne Formationswechsel</translation>
    </message>
    <message>
        <source>a melee at a third of its value or less</source>
        <translation>ein Nahkampf mit einem Drittel ihres Werts oder weniger</translation>
    </message>
    <message>
        <source>a charge and a melee</source>
        <translation>ein Angriff und ein Nahkampf</translation>
    </message>
    <message>
        <source>a melee</source>
        <translation>ein Nahkampf</translation>
    </message>
    <message>
        <source>a melee while tired</source>
        <translation>ein Nahkampf im müden Zustand</translation>
    </message>
    <message>
        <source>a melee while exhausted</source>
        <translation>ein Nahkampf im erschöpften Zustand</translation>
    </message>
    <message>
        <source>if the melee is fought, %1 after %2: %3 → %4</source>
        <translation>wenn der Nahkampf stattfindet, %1 nach %2: %3 → %4</translation>
    </message>
    <message>
        <source>if the melee is fought, %1 after %2: stays %3</source>
        <translation>wenn der Nahkampf stattfindet, %1 nach %2: bleibt %3</translation>
    </message>
    <message>
        <source>%1 after %2: %3 → %4</source>
        <translation>%1 nach %2: %3 → %4</translation>
    </message>
    <message>
        <source>%1 after %2: stays %3</source>
        <translation>%1 nach %2: bleibt %3</translation>
    </message>
    <message>
        <source>left an enemy zone of influence through the melee</source>
        <translation>hat durch den Nahkampf eine feindliche Einflusszone verlassen</translation>
    </message>
    <message>
        <source>%1 leaves an enemy zone of influence through the melee and loses an increment</source>
        <translation>%1 verlässt durch den Nahkampf eine feindliche Einflusszone und verliert eine Stufe</translation>
    </message>
    <message>
        <source>Cavalry fights &quot;at a third&quot; and keeps its readiness when the multipliers of the melee other than its own readiness cut its value to a third or less (a carré, general order, routed); only an attacker&apos;s charge this player turn makes a melee &quot;a charge and a melee&quot;.</source>
        <translation>Kavallerie kämpft „mit einem Drittel“ und behält ihre Bereitschaft, wenn die Multiplikatoren des Nahkampfs außer ihrer eigenen Bereitschaft ihren Wert auf ein Drittel oder weniger senken (ein Karree, allgemeine Ordnung, auf der Flucht); nur der Angriff eines Angreifers in diesem Spielerzug macht einen Nahkampf zu „einem Angriff und einem Nahkampf“.</translation>
    </message>
    <message>
        <source>A unit that a melee result sends out of an enemy zone of influence (a rout or a disorder retreat) loses one increment, the least the rule asks; a unit that falls back after a failed pre-melee check loses none.</source>
        <translation>Eine Einheit, die ein Nahkampfergebnis aus einer feindlichen Einflusszone schickt (eine Flucht oder ein Rückzug in Unordnung), verliert eine Stufe, das Mindeste, was die Regel verlangt; eine Einheit, die nach einem misslungenen Test vor dem Nahkampf zurückweicht, verliert keine.</translation>
    </message>
    <message>
        <source>The attackers rout</source>
        <translation>Die Angreifer fliehen</translation>
    </message>
    <message>
        <source>The defenders rout; the attacker advances</source>
        <translation>Die Verteidiger fliehen; der Angreifer rückt vor</translation>
    </message>
    <message>
        <source>The attackers are disordered and fall back</source>
        <translation>Die Angreifer sind ungeordnet und weichen zurück</translation>
    </message>
    <message>
        <source>The defenders are disordered and fall back; the attacker advances</source>
        <translation>Die Verteidiger sind ungeordnet und weichen zurück; der Angreifer rückt vor</translation>
    </message>
    <message>
        <source>The defenders surrender; the attacker advances</source>
        <translation>Die Verteidiger ergeben sich; der Angreifer rückt vor</translation>
    </message>
    <message>
        <source>The attackers lose %1, the defenders %2</source>
        <translation>Die Angreifer verlieren %1, die Verteidiger %2</translation>
    </message>
    <message>
        <source>if it fails: %1</source>
        <translation>falls der Test misslingt: %1</translation>
    </message>
    <message>
        <source>if %1 fails: %2</source>
        <translation>falls %1 den Test nicht besteht: %2</translation>
    </message>
    <message>
        <source>if %1 fails its morale check: %2</source>
        <translation>falls %1 den Moraltest nicht besteht: %2</translation>
    </message>
    <message>
        <source>Not checked</source>
        <translation>Nicht geprüft</translation>
    </message>
    <message>
        <source>%1 is routed</source>
        <translation>%1 ist auf der Flucht</translation>
    </message>
    <message>
        <source>%1 is disordered</source>
        <translation>%1 ist ungeordnet</translation>
    </message>
    <message>
        <source>disordered, retreats %1 movement points</source>
        <translation>ungeordnet, weicht %1 Bewegungspunkte zurück</translation>
    </message>
    <message>
        <source>routs, retreats %1 hex at once</source>
        <translation>flieht, weicht sofort %1 Hexfeld zurück</translation>
    </message>
    <message>
        <source>routs, retreats %1 hexes at once</source>
        <translation>flieht, weicht sofort %1 Hexfelder zurück</translation>
    </message>
    <message>
        <source>stays routed, retreats %1 hex more</source>
        <translation>bleibt auf der Flucht, weicht %1 weiteres Hexfeld zurück</translation>
    </message>
    <message>
        <source>stays routed, retreats %1 hexes more</source>
        <translation>bleibt auf der Flucht, weicht %1 weitere Hexfelder zurück</translation>
    </message>
    <message>
        <source>Morale check of %1</source>
        <translation>Moraltest von %1</translation>
    </message>
    <message>
        <source>fails the morale check</source>
        <translation>besteht den Moraltest nicht</translation>
    </message>
    <message>
        <source>%1: %2 has no morale value, so it cannot check its morale; HexFire takes the check as passed</source>
        <translation>%1: %2 hat keinen Moralwert und kann daher keinen Moraltest ablegen; HexFire wertet den Test als bestanden</translation>
    </message>
    <message>
        <source>%1: %2 checks its morale, morale value %3: it passes on a modified roll above it</source>
        <translation>%1: %2 legt einen Moraltest ab, Moralwert %3: bestanden bei einem modifizierten Wurf darüber</translation>
    </message>
    <message>
        <source>Fails: %1</source>
        <translation>Misslingt: %1</translation>
    </message>
    <message>
        <source>%1: no morale value, not checked</source>
        <translation>%1: kein Moralwert, nicht geprüft</translation>
    </message>
    <message>
        <source>%1&apos;s morale check, tens die</source>
        <translation>Moraltest von %1, Zehnerwürfel</translation>
    </message>
    <message>
        <source>%1&apos;s morale check, ones die</source>
        <translation>Moraltest von %1, Einerwürfel</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>besteht</translation>
    </message>
    <message>
        <source>fails: %1</source>
        <translation>misslingt: %1</translation>
    </message>
    <message>
        <source>%1: the morale check of %2 rolls %3 and reads %4 against %5: %6</source>
        <translation>%1: der Moraltest von %2 würfelt %3 und ergibt %4 gegen %5: %6</translation>
    </message>
    <message>
        <source>%1: the morale check of %2 rolls %3 %4 and reads %5 against %6: %7</source>
        <translation>%1: der Moraltest von %2 würfelt %3 %4 und ergibt %5 gegen %6: %7</translation>
    </message>
    <message>
        <source>Modified morale check of %1</source>
        <translation>Modifizierter Moraltest von %1</translation>
    </message>
    <message>
        <source>%1 failed in its stack, so the rest check</source>
        <translation>%1 hat in ihrem Stapel versagt, daher testen die übrigen</translation>
    </message>
    <message>
        <source>a failure in a stack makes the rest check: if one unit in %1 fails, the others that have not checked check too</source>
        <translation>ein Versagen im Stapel lässt die übrigen testen: misslingt einer Einheit in %1 der Test, testen auch die anderen, die noch nicht getestet haben</translation>
    </message>
    <message>
        <source>failed its morale</source>
        <translation>hat ihren Moraltest nicht bestanden</translation>
    </message>
    <message>
        <source>disordered infantry takes %1</source>
        <translation>ungeordnete Infanterie nimmt %1 an</translation>
    </message>
    <message>
        <source>%1 of %2 unit routed or eliminated (%3%)</source>
        <translation>%1 von %2 Einheit auf der Flucht oder eliminiert (%3%)</translation>
    </message>
    <message>
        <source>%1 of %2 units routed or eliminated (%3%)</source>
        <translation>%1 von %2 Einheiten auf der Flucht oder eliminiert (%3%)</translation>
    </message>
    <message>
        <source>%1 is at morale level %2 (%3 per level)</source>
        <translation>%1 steht auf Moralstufe %2 (%3 je Stufe)</translation>
    </message>
    <message>
        <source>it is %1: morale levels are read on the hour (next at %2)</source>
        <translation>es ist %1: Moralstufen werden zur vollen Stunde abgelesen (nächstes Mal um %2)</translation>
    </message>
    <message>
        <source>the game is %1 minutes past its start: morale levels are read on the hour (next at %2 minutes)</source>
        <translation>das Spiel läuft seit %1 Minuten: Moralstufen werden zur vollen Stunde abgelesen (nächstes Mal bei %2 Minuten)</translation>
    </message>
    <message>
        <source>no unit belongs to an organisation: there is no morale level to read</source>
        <translation>keine Einheit gehört zu einem Verband: es gibt keine Moralstufe abzulesen</translation>
    </message>
    <message>
        <source>it is %1, on the hour: each organisation&apos;s morale level is read</source>
        <translation>es ist %1, volle Stunde: die Moralstufe jedes Verbands wird abgelesen</translation>
    </message>
    <message>
        <source>the game starts on the hour: each organisation&apos;s morale level is read</source>
        <translation>das Spiel beginnt zur vollen Stunde: die Moralstufe jedes Verbands wird abgelesen</translation>
    </message>
    <message>
        <source>the game is %1 minutes past its start, on the hour: each organisation&apos;s morale level is read</source>
        <translation>das Spiel läuft seit %1 Minuten, volle Stunde: die Moralstufe jedes Verbands wird abgelesen</translation>
    </message>
    <message>
        <source>%1: %2, morale level %3</source>
        <translation>%1: %2, Moralstufe %3</translation>
    </message>
    <message>
        <source>%1: %2, morale level %3 (was %4)</source>
        <translation>%1: %2, Moralstufe %3 (vorher %4)</translation>
    </message>
    <message>
        <source>%1 at morale level %2</source>
        <translation>%1 auf Moralstufe %2</translation>
    </message>
    <message>
        <source>Morale level of %1</source>
        <translation>Moralstufe von %1</translation>
    </message>
    <message>
        <source>Morale levels read</source>
        <translation>Moralstufen abgelesen</translation>
    </message>
    <message>
        <source>An organisation reaches morale level 1, 2, ... with %1 of its units routed or eliminated (leaders not counted).</source>
        <translation>Ein Verband erreicht Moralstufe 1, 2, ... bei %1 seiner Einheiten auf der Flucht oder eliminiert (Führer zählen nicht).</translation>
    </message>
    <message>
        <source>Each morale level of an organisation is %1 on its units&apos; morale checks.</source>
        <translation>Jede Moralstufe eines Verbands zählt %1 auf die Moraltests seiner Einheiten.</translation>
    </message>
    <message>
        <source>The scenario gives no start time: it starts on the hour, so morale levels are read every %1 turns from the first.</source>
        <translation>Das Szenario nennt keine Startzeit: es beginnt zur vollen Stunde, daher werden die Moralstufen ab dem ersten Zug alle %1 Züge abgelesen.</translation>
    </message>
    <message>
        <source>Enters the zone of influence of %1: horse artillery stops</source>
        <translation>Betritt die Einflusszone von %1: reitende Artillerie hält an</translation>
    </message>
    <message>
        <source>Enters the zone of influence of %1: foot artillery stops</source>
        <translation>Betritt die Einflusszone von %1: Fußartillerie hält an</translation>
    </message>
    <message>
        <source>Enters the zone of influence of %1: infantry stops</source>
        <translation>Betritt die Einflusszone von %1: Infanterie hält an</translation>
    </message>
    <message>
        <source>Enters the zone of influence of %1: cavalry stops</source>
        <translation>Betritt die Einflusszone von %1: Kavallerie hält an</translation>
    </message>
    <message>
        <source>Enters the zone of influence of %1: leader stops</source>
        <translation>Betritt die Einflusszone von %1: der Führer hält an</translation>
    </message>
    <message>
        <source>%1 cannot move.</source>
        <translation>%1 kann sich nicht bewegen.</translation>
    </message>
    <message>
        <source>%1 is routed: a routed unit does not move in the Movement segment; it routs when it fails a morale check.</source>
        <translation>%1 ist auf der Flucht: Eine fliehende Einheit bewegt sich nicht im Bewegungsabschnitt; sie flieht, wenn sie einen Moraltest nicht besteht.</translation>
    </message>
    <message>
        <source>%1 charged this player turn: cavalry charges or moves, never both.</source>
        <translation>%1 hat in diesem Spielerzug angegriffen: Kavallerie greift an oder bewegt sich, nie beides.</translation>
    </message>
    <message>
        <source>%1 retreated before melee: it does not move in its next player turn.</source>
        <translation>%1 ist vor dem Nahkampf zurückgewichen: Im nächsten Spielerzug bewegt sie sich nicht.</translation>
    </message>
    <message>
        <source>%1 is a line across two hexes: close the line before it moves.</source>
        <translation>%1 ist eine Linie über zwei Hexfelder: Schließe die Linie, bevor sie sich bewegt.</translation>
    </message>
    <message>
        <source>%1 has no movement allowance: its counter gives none.</source>
        <translation>%1 hat keine Bewegungsweite: sein Spielstein gibt keine an.</translation>
    </message>
    <message>
        <source>Movement allowance %1</source>
        <translation>Bewegungsweite %1</translation>
    </message>
    <message>
        <source>Unlimbered: moves by prolonge, one open hex</source>
        <translation>Abgeprotzt: bewegt sich mit der Prolonge, ein offenes Hexfeld</translation>
    </message>
    <message>
        <source>In carré: 1</source>
        <translation>Im Karree: 1</translation>
    </message>
    <message>
        <source>in line −2</source>
        <translation>in Linie −2</translation>
    </message>
    <message>
        <source>force march ×2</source>
        <translation>Gewaltmarsch ×2</translation>
    </message>
    <message>
        <source>disordered: half, rounded down</source>
        <translation>ungeordnet: die Hälfte, abgerundet</translation>
    </message>
    <message>
        <source>%1 is held by the enemy (%2): a unit never moves into an enemy hex; attacking it is melee.</source>
        <translation>%1 ist vom Feind besetzt (%2): Eine Einheit zieht nie in ein feindliches Hexfeld; es anzugreifen ist Nahkampf.</translation>
    </message>
    <message>
        <source>A line stands only in open terrain: %1 cannot enter %2 in line.</source>
        <translation>Eine Linie steht nur in offenem Gelände: %1 kann %2 nicht in Linie betreten.</translation>
    </message>
    <message>
        <source>%1 is general-order terrain: %2 enters %3 only in general order.</source>
        <translation>%1 ist Gelände für allgemeine Ordnung: %2 betritt %3 nur in allgemeiner Ordnung.</translation>
    </message>
    <message>
        <source>Only infantry in tirailleur order enters %1.</source>
        <translation>Nur Infanterie in Tirailleur-Ordnung betritt %1.</translation>
    </message>
    <message>
        <source>%1 crosses the %2 into %3 only in road march.</source>
        <translation>%1 überquert %2 nach %3 nur in Marschkolonne.</translation>
    </message>
    <message>
        <source>%1 is unlimbered: guns move by prolonge only into an open hex, crossing nothing but a slope; it cannot enter %2.</source>
        <translation>%1 ist abgeprotzt: Geschütze bewegen sich mit der Prolonge nur in ein offenes Hexfeld und überqueren nichts außer einem Hang; sie können %2 nicht betreten.</translation>
    </message>
    <message>
        <source>%1, by prolonge</source>
        <translation>%1, mit der Prolonge</translation>
    </message>
    <message>
        <source>%1 cannot enter %2: leaders may not.</source>
        <translation>%1 kann %2 nicht betreten: Führer dürfen das nicht.</translation>
    </message>
    <message>
        <source>%1 cannot enter %2: infantry may not.</source>
        <translation>%1 kann %2 nicht betreten: Infanterie darf das nicht.</translation>
    </message>
    <message>
        <source>%1 cannot enter %2: cavalry may not.</source>
        <translation>%1 kann %2 nicht betreten: Kavallerie darf das nicht.</translation>
    </message>
    <message>
        <source>%1 cannot enter %2: artillery may not.</source>
        <translation>%1 kann %2 nicht betreten: Artillerie darf das nicht.</translation>
    </message>
    <message>
        <source>%1, across the %2</source>
        <translation>%1, über %2</translation>
    </message>
    <message>
        <source>%1, along the road</source>
        <translation>%1, entlang der Straße</translation>
    </message>
    <message>
        <source>%1 cannot cross the %2 into %3 (only by a bridge).</source>
        <translation>%1 kann %2 nach %3 nicht überqueren (nur über eine Brücke).</translation>
    </message>
    <message>
        <source>across a %1</source>
        <translation>über %1</translation>
    </message>
    <message>
        <source>%1 may leave the zone of influence of %2 only at the start of its movement.</source>
        <translation>%1 darf die Einflusszone von %2 nur zu Beginn seiner Bewegung verlassen.</translation>
    </message>
    <message>
        <source>One formation per hex: %1 cannot end its move in %2 with %3 in another formation.</source>
        <translation>Eine Formation je Hexfeld: %1 kann seine Bewegung nicht in %2 beenden, wo %3 in einer anderen Formation steht.</translation>
    </message>
    <message>
        <source>one</source>
        <translation>eine</translation>
    </message>
    <message>
        <source>%1 cannot end its move in %2: %3 holds at most %4 unit, and there would be %5.</source>
        <translation>%1 kann seine Bewegung nicht in %2 beenden: %3 fasst höchstens %4 Einheit, und es wären %5.</translation>
    </message>
    <message>
        <source>%1 cannot end its move in %2: %3 holds at most %4 units, and there would be %5.</source>
        <translation>%1 kann seine Bewegung nicht in %2 beenden: %3 fasst höchstens %4 Einheiten, und es wären %5.</translation>
    </message>
    <message>
        <source>%1 cannot end its move in %2: %3 holds at most %4 infantry increments with a battery, and there would be %5.</source>
        <translation>%1 kann seine Bewegung nicht in %2 beenden: %3 fasst höchstens %4 Infanteriestufen mit einer Batterie, und es wären %5.</translation>
    </message>
    <message>
        <source>%1 cannot end its move in %2: %3 holds at most %4 infantry increments, and there would be %5.</source>
        <translation>%1 kann seine Bewegung nicht in %2 beenden: %3 fasst höchstens %4 Infanteriestufen, und es wären %5.</translation>
    </message>
    <message>
        <source>%1 cannot end its move in %2: %3 holds at most %4 cavalry increments, and there would be %5.</source>
        <translation>%1 kann seine Bewegung nicht in %2 beenden: %3 fasst höchstens %4 Kavalleriestufen, und es wären %5.</translation>
    </message>
    <message>
        <source>%1 cannot end its move in %2: %3 holds at most %4 artillery increments, and there would be %5.</source>
        <translation>%1 kann seine Bewegung nicht in %2 beenden: %3 fasst höchstens %4 Artilleriestufen, und es wären %5.</translation>
    </message>
    <message>
        <source>%1 cannot end its move in %2: %3 holds at most %4 increments in road march, and there would be %5.</source>
        <translation>%1 kann seine Bewegung nicht in %2 beenden: %3 fasst höchstens %4 Stufen in Marschkolonne, und es wären %5.</translation>
    </message>
    <message>
        <source>%1 has no formation to change.</source>
        <translation>%1 hat keine Formation, die sich wechseln ließe.</translation>
    </message>
    <message>
        <source>A line stands only in open terrain: %1 cannot form line in %2.</source>
        <translation>Eine Linie steht nur in offenem Gelände: %1 kann in %2 keine Linie bilden.</translation>
    </message>
    <message>
        <source>Leaving general order is free</source>
        <translation>Allgemeine Ordnung zu verlassen kostet nichts</translation>
    </message>
    <message>
        <source>Entering general order is free</source>
        <translation>Allgemeine Ordnung einzunehmen kostet nichts</translation>
    </message>
    <message>
        <source>Infantry changes formation: %1 MP</source>
        <translation>Infanterie wechselt die Formation: %1 BP</translation>
    </message>
    <message>
        <source>Artillery changes formation: %1 MP</source>
        <translation>Artillerie wechselt die Formation: %1 BP</translation>
    </message>
    <message>
        <source>Cavalry changes formation: %1 MP</source>
        <translation>Kavallerie wechselt die Formation: %1 BP</translation>
    </message>
    <message>
        <source>forming line</source>
        <translation>Linie bilden</translation>
    </message>
    <message>
        <source>and the limber roll</source>
        <translation>und der Protzwurf</translation>
    </message>
    <message>
        <source>%1 turns one hexside: %2 MP</source>
        <translation>%1 dreht sich um eine Hexseite: %2 BP</translation>
    </message>
    <message>
        <source>%1 turns %2 hexsides: %3 MP</source>
        <translation>%1 dreht sich um %2 Hexseiten: %3 BP</translation>
    </message>
    <message>
        <source>moved this player turn</source>
        <translation>hat sich in diesem Spielerzug bewegt</translation>
    </message>
    <message>
        <source>leaves a zone of influence: %1</source>
        <translation>verlässt eine Einflusszone: %1</translation>
    </message>
    <message>
        <source>Friedland&apos;s terrain movement chart was not found: the Heilsberg 1807 costs stand in for it, and terrain the table does not list costs as clear.</source>
        <translation>Friedlands Geländebewegungstabelle wurde nicht gefunden: Die Kosten aus Heilsberg 1807 vertreten sie, und Gelände, das die Tabelle nicht aufführt, kostet wie offenes Gelände.</translation>
    </message>
    <message>
        <source>A disordered unit has half its movement allowance, rounded down to whole movement points.</source>
        <translation>Eine ungeordnete Einheit hat die Hälfte ihrer Bewegungsweite, abgerundet auf ganze Bewegungspunkte.</translation>
    </message>
    <message>
        <source>Routed units do not move in the Movement segment: they routed already.</source>
        <translation>Fliehende Einheiten bewegen sich nicht im Bewegungsabschnitt: Sie sind bereits geflohen.</translation>
    </message>
    <message>
        <source>Routed units have no zone of influence; horse artillery (troop &quot;horse&quot;) moves through zones as cavalry does; a zone that stops a unit is left only before it spends any movement point.</source>
        <translation>Fliehende Einheiten haben keine Einflusszone; reitende Artillerie (Truppe &quot;horse&quot;) bewegt sich wie Kavallerie durch Zonen; eine Zone, die eine Einheit anhält, wird nur verlassen, bevor sie einen Bewegungspunkt verbraucht.</translation>
    </message>
    <message>
        <source>Leaders pay the cavalry&apos;s movement costs and stop, as cavalry does, only in a cavalry zone of influence.</source>
        <translation>Führer zahlen die Bewegungskosten der Kavallerie und halten, wie Kavallerie, nur in der Einflusszone von Kavallerie an.</translation>
    </message>
    <message>
        <source>A move that would end over the terrain&apos;s stacking limit is refused (a player chooses his moves); the over-stacking check is rolled where a retreat ends over it.</source>
        <translation>Eine Bewegung, die über dem Stapellimit des Geländes enden würde, wird abgelehnt (ein Spieler wählt seine Bewegungen); der Überstapelungstest wird gewürfelt, wo ein Rückzug darüber endet.</translation>
    </message>
    <message>
        <source>Turning costs 1 movement point per hexside in the Movement segment.</source>
        <translation>Drehen kostet im Bewegungsabschnitt 1 Bewegungspunkt je Hexseite.</translation>
    </message>
    <message>
        <source>A formation change in the Movement segment spends its cost adjusted by the allowance it changes (leaving line gives back the 2 points of a line&apos;s allowance, so they are spent with the change; forming line takes them away, so they are not); a unit that forms carré keeps no more than the carré&apos;s 1 movement point.</source>
        <translation>Ein Formationswechsel im Bewegungsabschnitt verbraucht seine Kosten, angepasst um die Bewegungsweite, die er ändert (wer die Linie verlässt, erhält die 2 Punkte der Linie zurück, also werden sie mit dem Wechsel verbraucht; wer Linie bildet, verliert sie, also nicht); eine Einheit, die Karree bildet, behält nicht mehr als den 1 Bewegungspunkt des Karrees.</translation>
    </message>
    <message>
        <source>%1 retreats through its hex</source>
        <translation>%1 zieht sich durch ihr Hexfeld zurück</translation>
    </message>
    <message>
        <source>the disordered %1 moves through its hex</source>
        <translation>die ungeordnete %1 bewegt sich durch ihr Hexfeld</translation>
    </message>
    <message>
        <source>if %1 retreats, it goes through the hex of %2, which then checks its morale (passes %3%)</source>
        <translation>falls %1 sich zurückzieht, zieht sie durch das Hexfeld von %2, das dann einen Moraltest ablegt (besteht zu %3%)</translation>
    </message>
    <message>
        <source>Morale check of %1 if %2 retreats through it</source>
        <translation>Moraltest von %1, falls %2 sich durch sie zurückzieht</translation>
    </message>
    <message>
        <source>Not checked: %1 does not retreat</source>
        <translation>Kein Test: %1 zieht sich nicht zurück</translation>
    </message>
    <message>
        <source>Checks and fails: %1</source>
        <translation>Testet und besteht nicht: %1</translation>
    </message>
    <message>
        <source>A disordered or routed unit moves through a hex when its path enters it, the last hex included; each good-order unit of its side there checks its morale once; the retreat of a unit that fails makes nobody else check; a retreat whose end is over the stacking limit rolls the over-stacking check there instead.</source>
        <translation>Eine ungeordnete oder fliehende Einheit bewegt sich durch ein Hexfeld, wenn ihr Weg es betritt, das letzte Hexfeld eingeschlossen; jede Einheit ihrer Seite dort in guter Ordnung legt einmal einen Moraltest ab; der Rückzug einer Einheit, die nicht besteht, löst bei niemand anderem einen Test aus; ein Rückzug, der über dem Stapellimit endet, würfelt stattdessen dort den Überstapelungstest.</translation>
    </message>
    <message>
        <source>%1 may make opportunity fire at %2 in %3</source>
        <translation>%1 darf Gelegenheitsfeuer auf %2 in %3 abgeben</translation>
    </message>
    <message>
        <source>Opportunity fire is made in the Movement segment after the order that draws it, at the unit as it stood in the hex (its former formation, facing and hexes), by units whose zone of influence held that hex; each unit fires once a Movement segment, and fire not made by the end of the segment is lost. Turning in a zone does not draw it.</source>
        <translation>Gelegenheitsfeuer wird im Bewegungsabschnitt nach dem Befehl abgegeben, der es auslöst, auf die Einheit, wie sie im Hexfeld stand (ihre frühere Formation, Ausrichtung und Hexfelder), von Einheiten, deren Einflusszone dieses Hexfeld umfasste; jede Einheit feuert einmal je Bewegungsabschnitt, und Feuer, das bis zum Ende des Abschnitts nicht abgegeben ist, verfällt. Drehen in einer Zone löst es nicht aus.</translation>
    </message>
    <message>
        <source>%1 left a zone of influence in %2 in %3, or changed formation there: the units whose zone it was may make opportunity fire at it as it stood there (Zones d&apos;Influence).</source>
        <translation>%1 hat eine Einflusszone in %2 in %3 verlassen oder dort die Formation gewechselt: Die Einheiten, deren Zone es war, dürfen Gelegenheitsfeuer auf sie abgeben, wie sie dort stand (Zones d&apos;Influence).</translation>
    </message>
    <message>
        <source>%1 left a zone of influence in %2, or changed formation there: the units whose zone it was may make opportunity fire at it as it stood there (Zones d&apos;Influence).</source>
        <translation>%1 hat eine Einflusszone in %2 verlassen oder dort die Formation gewechselt: Die Einheiten, deren Zone es war, dürfen Gelegenheitsfeuer auf sie abgeben, wie sie dort stand (Zones d&apos;Influence).</translation>
    </message>
    <message>
        <source>May fire: %1.</source>
        <translation>Dürfen feuern: %1.</translation>
    </message>
    <message>
        <source>opportunity fire made at %1</source>
        <translation>Gelegenheitsfeuer auf %1 abgegeben</translation>
    </message>
    <message>
        <source>select the units that make opportunity fire</source>
        <translation>wähle die Einheiten, die Gelegenheitsfeuer abgeben</translation>
    </message>
    <message>
        <source>choose the hex the enemy unit left</source>
        <translation>wähle das Hexfeld, das die feindliche Einheit verlassen hat</translation>
    </message>
    <message>
        <source>no enemy unit left a zone of influence in %1 in this Movement segment (or the fire at it was made)</source>
        <translation>keine feindliche Einheit hat in diesem Bewegungsabschnitt eine Einflusszone in %1 verlassen (oder das Feuer darauf wurde schon abgegeben)</translation>
    </message>
    <message>
        <source>the unit that left %1 is no longer on the map</source>
        <translation>die Einheit, die %1 verlassen hat, ist nicht mehr auf der Karte</translation>
    </message>
    <message>
        <source>%1 is on the same side as %2</source>
        <translation>%1 steht auf derselben Seite wie %2</translation>
    </message>
    <message>
        <source>%1&apos;s zone of influence did not hold %2: only the units whose zone %3 left may make opportunity fire at it</source>
        <translation>Die Einflusszone von %1 umfasste %2 nicht: Nur die Einheiten, deren Zone %3 verlassen hat, dürfen Gelegenheitsfeuer darauf abgeben</translation>
    </message>
    <message>
        <source>opportunity fire at %1 as it stood in %2, in %3</source>
        <translation>Gelegenheitsfeuer auf %1, wie sie in %2 stand, in %3</translation>
    </message>
    <message>
        <source>if %1 retreats, it ends in %2 over the stacking limit (%3): one morale roll for the units there, those that fail disorder and retreat</source>
        <translation>falls %1 sich zurückzieht, endet sie in %2 über dem Stapellimit (%3): ein Moralwurf für die Einheiten dort; wer nicht besteht, wird ungeordnet und zieht sich zurück</translation>
    </message>
    <message>
        <source>Over-stacking check of %1 if %2 retreats into its hex</source>
        <translation>Überstapelungstest von %1, falls %2 sich in ihr Hexfeld zurückzieht</translation>
    </message>
    <message>
        <source>fails the over-stacking check</source>
        <translation>besteht den Überstapelungstest nicht</translation>
    </message>
    <message>
        <source>over-stacking check, tens die</source>
        <translation>Überstapelungstest, Zehnerwürfel</translation>
    </message>
    <message>
        <source>over-stacking check, ones die</source>
        <translation>Überstapelungstest, Einerwürfel</translation>
    </message>
    <message>
        <source>the over-stacking check, tens die</source>
        <translation>der Überstapelungstest, Zehnerwürfel</translation>
    </message>
    <message>
        <source>the over-stacking check, ones die</source>
        <translation>der Überstapelungstest, Einerwürfel</translation>
    </message>
    <message>
        <source>%1 retreats into %2 over the stacking limit (%3): one morale roll for the units there, %4</source>
        <translation>%1 zieht sich nach %2 über das Stapellimit zurück (%3): ein Moralwurf für die Einheiten dort, %4</translation>
    </message>
    <message>
        <source>passes and stays</source>
        <translation>besteht und bleibt</translation>
    </message>
    <message>
        <source>%1 reads %2 against %3: passes and stays</source>
        <translation>%1 liest %2 gegen %3: besteht und bleibt</translation>
    </message>
    <message>
        <source>%1 reads %2 against %3: fails: %4</source>
        <translation>%1 liest %2 gegen %3: besteht nicht: %4</translation>
    </message>
    <message>
        <source>over-stacking check: passes and stays</source>
        <translation>Überstapelungstest: besteht und bleibt</translation>
    </message>
    <message>
        <source>over-stacking check: fails: %1</source>
        <translation>Überstapelungstest: besteht nicht: %1</translation>
    </message>
    <message>
        <source>Passes the over-stacking check</source>
        <translation>Besteht den Überstapelungstest</translation>
    </message>
    <message>
        <source>A move that would end over the stacking limit is refused; a retreat that ends in a friendly hex over the limit makes one morale roll for the units already there, each against its own morale value; those that fail take their morale failure and retreat (their displacement); those that pass stay, and the retreating unit does not roll again.</source>
        <translation>Eine Bewegung, die über dem Stapellimit enden würde, wird abgelehnt; ein Rückzug, der in einem eigenen Hexfeld über dem Limit endet, löst einen Moralwurf für die Einheiten aus, die schon dort stehen, jede gegen ihren eigenen Moralwert; wer nicht besteht, erleidet sein Moralversagen und zieht sich zurück (seine Verdrängung); wer besteht, bleibt, und die zurückweichende Einheit würfelt nicht noch einmal.</translation>
    </message>
    <message>
        <source>Starting a reaction charge</source>
        <translation>Beginn eines Reaktionsangriffs</translation>
    </message>
    <message>
        <source>Starting an opportunity charge</source>
        <translation>Beginn eines Gelegenheitsangriffs</translation>
    </message>
    <message>
        <source>1 hex</source>
        <translation>1 Hexfeld</translation>
    </message>
    <message>
        <source>%1 hexes</source>
        <translation>%1 Hexfelder</translation>
    </message>
    <message>
        <source>%1 does not charge: it routs instead</source>
        <translation>%1 greift nicht an: Sie flieht stattdessen</translation>
    </message>
    <message>
        <source>charged in reply, until the end of the turn</source>
        <translation>hat als Antwort angegriffen, bis zum Ende des Zuges</translation>
    </message>
    <message>
        <source>The hexes the cavalry enters, in order; without it the cheapest straight run-in at the enemy.</source>
        <translation>Die Hexfelder, die die Kavallerie der Reihe nach betritt; ohne Angabe der günstigste gerade Anlauf auf den Feind.</translation>
    </message>
    <message>
        <source>%1 is not cavalry on the map: only cavalry charges.</source>
        <translation>%1 ist keine Kavallerie auf der Karte: Nur Kavallerie greift an.</translation>
    </message>
    <message>
        <source>%1 is on the phasing side: reaction and opportunity charges are the other side&apos;s reply; its own cavalry charges in the Charge à Cheval segment.</source>
        <translation>%1 gehört zur Seite am Zug: Reaktions- und Gelegenheitsangriffe sind die Antwort der anderen Seite; ihre eigene Kavallerie greift im Abschnitt Charge à Cheval an.</translation>
    </message>
    <message>
        <source>%1 has already charged this turn.</source>
        <translation>%1 hat in diesem Zug bereits angegriffen.</translation>
    </message>
    <message>
        <source>%1 has not charged: a reaction charge answers an enemy charge.</source>
        <translation>%1 hat nicht angegriffen: Ein Reaktionsangriff antwortet auf einen feindlichen Angriff.</translation>
    </message>
    <message>
        <source>%1 has not moved in this Movement segment: an opportunity charge answers an enemy unit that moves into the cavalry&apos;s reach.</source>
        <translation>%1 hat sich in diesem Bewegungsabschnitt nicht bewegt: Ein Gelegenheitsangriff antwortet auf eine feindliche Einheit, die in die Reichweite der Kavallerie zieht.</translation>
    </message>
    <message>
        <source>%1 is %2 from %3, beyond the reach of light cavalry, %4.</source>
        <translation>%1 ist %2 von %3 entfernt, außerhalb der Reichweite leichter Kavallerie, %4.</translation>
    </message>
    <message>
        <source>%1 is %2 from %3, beyond the reach of heavy cavalry, %4.</source>
        <translation>%1 ist %2 von %3 entfernt, außerhalb der Reichweite schwerer Kavallerie, %4.</translation>
    </message>
    <message>
        <source>%1 is not in front of %2: the charge answers an enemy in the cavalry&apos;s extended zone of influence, beyond its front hexsides.</source>
        <translation>%1 steht nicht vor %2: Der Angriff antwortet auf einen Feind in der erweiterten Einflusszone der Kavallerie, jenseits ihrer Fronthexseiten.</translation>
    </message>
    <message>
        <source>%1 is already next to %2: a charge needs its straight run-in of two hexes.</source>
        <translation>%1 steht bereits neben %2: Ein Angriff braucht seinen geraden Anlauf von zwei Hexfeldern.</translation>
    </message>
    <message>
        <source>A reaction charge is made in the enemy&apos;s Charge à Cheval segment.</source>
        <translation>Ein Reaktionsangriff findet im Abschnitt Charge à Cheval des Gegners statt.</translation>
    </message>
    <message>
        <source>An opportunity charge is made in the enemy&apos;s Movement segment.</source>
        <translation>Ein Gelegenheitsangriff findet im Bewegungsabschnitt des Gegners statt.</translation>
    </message>
    <message>
        <source>No enemy cavalry that charged is within %1&apos;s reach.</source>
        <translation>Keine feindliche Kavallerie, die angegriffen hat, ist in Reichweite von %1.</translation>
    </message>
    <message>
        <source>No enemy unit that moved is within %1&apos;s reach.</source>
        <translation>Keine feindliche Einheit, die sich bewegt hat, ist in Reichweite von %1.</translation>
    </message>
    <message>
        <source>Passes: %1 charges %2</source>
        <translation>Besteht: %1 greift %2 an</translation>
    </message>
    <message>
        <source>if %1 passes, it charges %2</source>
        <translation>falls %1 besteht, greift sie %2 an</translation>
    </message>
    <message>
        <source>%1 is %2 from %3, within the reach of light cavalry</source>
        <translation>%1 ist %2 von %3 entfernt, in Reichweite leichter Kavallerie</translation>
    </message>
    <message>
        <source>%1 is %2 from %3, within the reach of heavy cavalry</source>
        <translation>%1 ist %2 von %3 entfernt, in Reichweite schwerer Kavallerie</translation>
    </message>
    <message>
        <source>In the enemy&apos;s Charge à Cheval segment, fresh cavalry in good order that has not charged answers an enemy cavalry charge within its reach (4 hexes heavy, 6 light): it checks its morale first, and failing routs; passing, it charges the enemy cavalry as a charge does and halts next to it. The melee follows in the Melee Assault segment.</source>
        <translation>Im Abschnitt Charge à Cheval des Gegners antwortet frische Kavallerie in guter Ordnung, die noch nicht angegriffen hat, auf einen feindlichen Kavallerieangriff in ihrer Reichweite (4 Hexfelder schwer, 6 leicht): Sie legt zuerst einen Moraltest ab und flieht, wenn sie nicht besteht; besteht sie, greift sie die feindliche Kavallerie wie bei einem Angriff an und hält neben ihr. Der Nahkampf folgt im Abschnitt Nahkampfangriff.</translation>
    </message>
    <message>
        <source>The enemy cavalry that charged; without it the nearest within reach.</source>
        <translation>Die feindliche Kavallerie, die angegriffen hat; ohne Angabe die nächste in Reichweite.</translation>
    </message>
    <message>
        <source>In the enemy&apos;s Movement segment, fresh cavalry in good order that has not charged charges an enemy unit that moved within its reach (4 hexes heavy, 6 light): it checks its morale first, and failing routs; passing, it charges as a charge does, and infantry stands or tries to form carré. The melee follows in the Melee Assault segment.</source>
        <translation>Im Bewegungsabschnitt des Gegners greift frische Kavallerie in guter Ordnung, die noch nicht angegriffen hat, eine feindliche Einheit an, die sich in ihre Reichweite bewegt hat (4 Hexfelder schwer, 6 leicht): Sie legt zuerst einen Moraltest ab und flieht, wenn sie nicht besteht; besteht sie, greift sie wie bei einem Angriff an, und Infanterie hält stand oder versucht, Karree zu bilden. Der Nahkampf folgt im Abschnitt Nahkampfangriff.</translation>
    </message>
    <message>
        <source>The enemy unit that moved; without it the nearest within reach.</source>
        <translation>Die feindliche Einheit, die sich bewegt hat; ohne Angabe die nächste in Reichweite.</translation>
    </message>
    <message>
        <source>Reaction and opportunity charges reach %1 for heavy cavalry and %2 for light cavalry, counted from the cavalry to the enemy, which must lie beyond its front hexsides (its zone of influence extended).</source>
        <translation>Reaktions- und Gelegenheitsangriffe reichen %1 für schwere und %2 für leichte Kavallerie, gezählt von der Kavallerie zum Feind, der jenseits ihrer Fronthexseiten liegen muss (ihre erweiterte Einflusszone).</translation>
    </message>
    <message>
        <source>Reaction and opportunity charges reach %1 for heavy cavalry and %2 for light cavalry, counted from the cavalry to the enemy, in any direction.</source>
        <translation>Reaktions- und Gelegenheitsangriffe reichen %1 für schwere und %2 für leichte Kavallerie, gezählt von der Kavallerie zum Feind, in jeder Richtung.</translation>
    </message>
    <message>
        <source>A reaction charge answers an enemy cavalry unit that charged in this Charge à Cheval segment; the cavalry that fails its check routs as cavalry does on any failed check; one that passes charges as a charge does and is marked Charged until the end of the turn; the melee is the one the phasing player declares in Melee Assault, the reacting cavalry defending.</source>
        <translation>Ein Reaktionsangriff antwortet auf eine feindliche Kavallerieeinheit, die in diesem Abschnitt Charge à Cheval angegriffen hat; Kavallerie, die ihren Test nicht besteht, flieht, wie Kavallerie bei jedem nicht bestandenen Test; eine, die besteht, greift an wie bei einem Angriff und ist bis zum Ende des Zuges als „Hat angegriffen“ markiert; der Nahkampf ist der, den der Spieler am Zug im Nahkampfangriff ansagt, wobei die reagierende Kavallerie verteidigt.</translation>
    </message>
    <message>
        <source>An opportunity charge answers an enemy unit that moved in this Movement segment and stands within reach; the check, the charge and the melee are those of a reaction charge.</source>
        <translation>Ein Gelegenheitsangriff antwortet auf eine feindliche Einheit, die sich in diesem Bewegungsabschnitt bewegt hat und in Reichweite steht; Test, Angriff und Nahkampf sind die eines Reaktionsangriffs.</translation>
    </message>
    <message>
        <source>fought a melee this turn</source>
        <translation>hat in diesem Zug im Nahkampf gekämpft</translation>
    </message>
    <message>
        <source>rested a full turn without moving</source>
        <translation>hat einen ganzen Zug ohne Bewegung geruht</translation>
    </message>
    <message>
        <source>a new turn</source>
        <translation>ein neuer Zug</translation>
    </message>
    <message>
        <source>Tired: melee value halved, no charge in the Charge à Cheval segment</source>
        <translation>Ermüdet: Nahkampfwert halbiert, kein Angriff im Abschnitt Charge à Cheval</translation>
    </message>
    <message>
        <source>Exhausted: melee value a third, no charges</source>
        <translation>Erschöpft: Nahkampfwert ein Drittel, keine Angriffe</translation>
    </message>
    <message>
        <source>Fresh</source>
        <translation>Frisch</translation>
    </message>
    <message>
        <source>Tired or exhausted cavalry rests in a turn in which it did not move, charge, retreat or fight a melee, and then recovers two steps; a unit that moved is taken as having moved more than half its movement allowance, and losses to fire do not stop its rest.</source>
        <translation>Ermüdete oder erschöpfte Kavallerie ruht in einem Zug, in dem sie sich nicht bewegt, angegriffen, zurückgezogen oder im Nahkampf gekämpft hat, und erholt sich dann um zwei Stufen; bei einer Einheit, die sich bewegt hat, gilt, dass sie mehr als die Hälfte ihrer Bewegungsweite verbraucht hat, und Verluste durch Feuer unterbrechen ihre Ruhe nicht.</translation>
    </message>
    <message>
        <source>passed in Morale Recovery</source>
        <translation>in der Moralerholung bestanden</translation>
    </message>
    <message>
        <source>rallied to disordered</source>
        <translation>zu ungeordnet gesammelt</translation>
    </message>
    <message>
        <source>back in good order</source>
        <translation>wieder in guter Ordnung</translation>
    </message>
    <message>
        <source>%1 is routed and 1 hex from the nearest enemy, within %2: it keeps routing without a roll and retreats %3 hexes more</source>
        <translation>%1 ist auf der Flucht und 1 Hexfeld vom nächsten Feind entfernt, innerhalb von %2: Sie bleibt ohne Wurf auf der Flucht und zieht sich %3 weitere Hexfelder zurück</translation>
    </message>
    <message>
        <source>%1 is routed and %2 hexes from the nearest enemy, within %3: it keeps routing without a roll and retreats %4 hexes more</source>
        <translation>%1 ist auf der Flucht und %2 Hexfelder vom nächsten Feind entfernt, innerhalb von %3: Sie bleibt ohne Wurf auf der Flucht und zieht sich %4 weitere Hexfelder zurück</translation>
    </message>
    <message>
        <source>Morale Recovery of %1</source>
        <translation>Moralerholung von %1</translation>
    </message>
    <message>
        <source>keeps routing</source>
        <translation>bleibt auf der Flucht</translation>
    </message>
    <message>
        <source>Morale Recovery, no enemy on the map</source>
        <translation>Moralerholung, kein Feind auf der Karte</translation>
    </message>
    <message>
        <source>Morale Recovery, far from the enemy</source>
        <translation>Moralerholung, fern vom Feind</translation>
    </message>
    <message>
        <source>Passes: rallies to disordered</source>
        <translation>Besteht: sammelt sich zu ungeordnet</translation>
    </message>
    <message>
        <source>Passes: returns to good order</source>
        <translation>Besteht: kehrt in gute Ordnung zurück</translation>
    </message>
    <message>
        <source>select the one unit that checks its morale</source>
        <translation>wähle die eine Einheit, die einen Moraltest ablegt</translation>
    </message>
    <message>
        <source>%1 is no longer on the map</source>
        <translation>%1 ist nicht mehr auf der Karte</translation>
    </message>
    <message>
        <source>%1 is not on the phasing side: only the phasing player&apos;s units recover</source>
        <translation>%1 gehört nicht zur Seite am Zug: Nur die Einheiten des Spielers am Zug erholen sich</translation>
    </message>
    <message>
        <source>%1 is in good order: only disordered and routed units check their morale to recover</source>
        <translation>%1 ist in guter Ordnung: Nur ungeordnete und fliehende Einheiten legen zur Erholung einen Moraltest ab</translation>
    </message>
    <message>
        <source>%1 has already checked its morale in this Morale Recovery segment</source>
        <translation>%1 hat in diesem Moralerholungsabschnitt bereits einen Moraltest abgelegt</translation>
    </message>
    <message>
        <source>no disordered or routed unit of the phasing side is left to check its morale</source>
        <translation>keine ungeordnete oder fliehende Einheit der Seite am Zug muss noch einen Moraltest ablegen</translation>
    </message>
    <message>
        <source>every disordered or routed unit has checked its morale in this segment</source>
        <translation>jede ungeordnete oder fliehende Einheit hat in diesem Abschnitt einen Moraltest abgelegt</translation>
    </message>
    <message>
        <source>%1 stands there</source>
        <translation>%1 steht dort</translation>
    </message>
    <message>
        <source>in the zone of influence of %1</source>
        <translation>in der Einflusszone von %1</translation>
    </message>
    <message>
        <source>%1 nor %2</source>
        <translation>%1 noch %2</translation>
    </message>
    <message>
        <source>%1 arrives at %2 (due %3)</source>
        <translation>%1 trifft in %2 ein (fällig %3)</translation>
    </message>
    <message>
        <source>%1 cannot enter at %2: it arrives 1 hex aside at %3</source>
        <translation>%1 kann nicht in %2 eintreten: Sie trifft 1 Hexfeld daneben in %3 ein</translation>
    </message>
    <message>
        <source>%1 cannot enter at %2: it arrives %3 hexes aside at %4</source>
        <translation>%1 kann nicht in %2 eintreten: Sie trifft %3 Hexfelder daneben in %4 ein</translation>
    </message>
    <message>
        <source>%1 cannot enter at %2 nor anywhere up to %3 hexes aside: it stays off the map and tries again next turn</source>
        <translation>%1 kann weder in %2 noch irgendwo bis zu %3 Hexfelder daneben eintreten: Sie bleibt außerhalb der Karte und versucht es im nächsten Zug erneut</translation>
    </message>
    <message>
        <source>No morale level is read: %1</source>
        <translation>Es wird keine Moralstufe abgelesen: %1</translation>
    </message>
    <message>
        <source>due %1</source>
        <translation>fällig %1</translation>
    </message>
    <message>
        <source>due %1, %2 blocked</source>
        <translation>fällig %1, %2 blockiert</translation>
    </message>
    <message>
        <source>Arrival of %1</source>
        <translation>Eintreffen von %1</translation>
    </message>
    <message>
        <source>Reinforcements held off</source>
        <translation>Verstärkungen aufgehalten</translation>
    </message>
    <message>
        <source>Reinforcements arrived</source>
        <translation>Verstärkungen eingetroffen</translation>
    </message>
    <message>
        <source>A reinforcement blocked at its entry and up to 5 hexes aside does not enter 5 more hexes aside a turn later: it stays off the map and tries its entry again each Command Sequence.</source>
        <translation>Eine Verstärkung, die an ihrem Eintrittsfeld und bis zu 5 Hexfelder daneben blockiert ist, tritt einen Zug später nicht 5 Hexfelder weiter daneben ein: Sie bleibt außerhalb der Karte und versucht ihren Eintritt in jeder Befehlsabfolge erneut.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>%1 and %2 more</source>
        <translation>%1 und %2 weitere</translation>
    </message>
    <message>
        <source>%1 cannot retreat from %2: every way out is off the map, into or next to an enemy unit, nearer an enemy or impassable, so it surrenders</source>
        <translation>%1 kann sich nicht aus %2 zurückziehen: Jeder Ausweg führt von der Karte, in oder neben eine feindliche Einheit, näher an einen Feind oder ist unpassierbar, also ergibt sie sich</translation>
    </message>
    <message>
        <source>%1 routs 1 hex to %2</source>
        <translation>%1 flieht 1 Hexfeld nach %2</translation>
    </message>
    <message>
        <source>%1 routs %2 hexes to %3</source>
        <translation>%1 flieht %2 Hexfelder nach %3</translation>
    </message>
    <message>
        <source>%1 retreats 1 hex to %2</source>
        <translation>%1 zieht sich 1 Hexfeld nach %2 zurück</translation>
    </message>
    <message>
        <source>%1 retreats %2 hexes to %3</source>
        <translation>%1 zieht sich %2 Hexfelder nach %3 zurück</translation>
    </message>
    <message>
        <source>%1 hexes from the nearest enemy</source>
        <translation>%1 Hexfelder vom nächsten Feind</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>in %1</translation>
    </message>
    <message>
        <source>%1 is just as good, HexFire takes the first in its fixed order of directions and its player may choose another (Choose retreat)</source>
        <translation>%1 ist ebenso gut; HexFire nimmt das erste in seiner festen Reihenfolge der Richtungen, und ihr Spieler darf ein anderes wählen (Rückzug wählen)</translation>
    </message>
    <message>
        <source>%1 are just as good, HexFire takes the first in its fixed order of directions and its player may choose another (Choose retreat)</source>
        <translation>%1 sind ebenso gut; HexFire nimmt das erste in seiner festen Reihenfolge der Richtungen, und ihr Spieler darf ein anderes wählen (Rückzug wählen)</translation>
    </message>
    <message>
        <source>no way to retreat</source>
        <translation>kein Rückzugsweg</translation>
    </message>
    <message>
        <source>%1&apos;s rout, hex %2 of %3: %4</source>
        <translation>Flucht von %1, Hexfeld %2 von %3: %4</translation>
    </message>
    <message>
        <source>%1&apos;s retreat, hex %2 of %3: %4</source>
        <translation>Rückzug von %1, Hexfeld %2 von %3: %4</translation>
    </message>
    <message>
        <source>a leader may always retreat before melee</source>
        <translation>ein Führer darf immer vor dem Nahkampf zurückweichen</translation>
    </message>
    <message>
        <source>tirailleurs may retreat before infantry</source>
        <translation>Tirailleure dürfen vor Infanterie zurückweichen</translation>
    </message>
    <message>
        <source>cavalry may retreat before infantry</source>
        <translation>Kavallerie darf vor Infanterie zurückweichen</translation>
    </message>
    <message>
        <source>its movement allowance is at least 2 more than every enemy&apos;s next to it</source>
        <translation>ihre Bewegungsweite ist um mindestens 2 größer als die jedes benachbarten Feindes</translation>
    </message>
    <message>
        <source>%1 may not retreat before melee: only leaders, tirailleurs and cavalry facing infantry, and cavalry or limbered horse artillery at least 2 movement points faster than the enemy may</source>
        <translation>%1 darf vor dem Nahkampf nicht zurückweichen: Das dürfen nur Führer, Tirailleure und Kavallerie gegenüber Infanterie sowie Kavallerie oder aufgeprotzte reitende Artillerie, die mindestens 2 Bewegungspunkte schneller als der Feind ist</translation>
    </message>
    <message>
        <source>does not move in its next player turn</source>
        <translation>bewegt sich im nächsten Spielerzug nicht</translation>
    </message>
    <message>
        <source>more than one hex: %1 does not move in its next player turn</source>
        <translation>mehr als ein Hexfeld: %1 bewegt sich im nächsten Spielerzug nicht</translation>
    </message>
    <message>
        <source>select the one unit that retreats before the melee</source>
        <translation>wähle die eine Einheit, die vor dem Nahkampf zurückweicht</translation>
    </message>
    <message>
        <source>%1 is routed: it has no choice left</source>
        <translation>%1 ist auf der Flucht: Sie hat keine Wahl mehr</translation>
    </message>
    <message>
        <source>no enemy unit is next to %1: there is no melee to retreat from</source>
        <translation>keine feindliche Einheit steht neben %1: Es gibt keinen Nahkampf, vor dem sie zurückweichen könnte</translation>
    </message>
    <message>
        <source>choose the hex %1 retreats to</source>
        <translation>wähle das Hexfeld, in das sich %1 zurückzieht</translation>
    </message>
    <message>
        <source>%1 is not within half the movement allowance of %2 (%3 points) by a way free of enemy zones of influence</source>
        <translation>%1 liegt nicht innerhalb der halben Bewegungsweite von %2 (%3 Punkte) auf einem Weg frei von feindlichen Einflusszonen</translation>
    </message>
    <message>
        <source>%1 retreats to %2, 1 hex for %3 of its %4 points</source>
        <translation>%1 zieht sich nach %2 zurück, 1 Hexfeld für %3 ihrer %4 Punkte</translation>
    </message>
    <message>
        <source>%1 retreats to %2, %3 hexes for %4 of its %5 points</source>
        <translation>%1 zieht sich nach %2 zurück, %3 Hexfelder für %4 ihrer %5 Punkte</translation>
    </message>
    <message>
        <source>%1&apos;s retreat</source>
        <translation>Rückzug von %1</translation>
    </message>
    <message>
        <source>other ends of the retreat are just as good: the player may choose one</source>
        <translation>andere Enden des Rückzugs sind ebenso gut: Der Spieler darf eines wählen</translation>
    </message>
    <message>
        <source>Select the unit that retreated and point at where it goes instead.</source>
        <translation>Wähle die Einheit, die sich zurückgezogen hat, und zeige, wohin sie stattdessen geht.</translation>
    </message>
    <message>
        <source>%1 has no retreat to choose again: the choice is made just after the retreat, in its segment, among ends that were just as good.</source>
        <translation>%1 hat keinen Rückzug, der neu gewählt werden könnte: Die Wahl erfolgt direkt nach dem Rückzug, in seinem Abschnitt, unter ebenso guten Endfeldern.</translation>
    </message>
    <message>
        <source>%1 was not as good an end of %2&apos;s retreat; it may go to %3.</source>
        <translation>%1 war kein ebenso gutes Ende des Rückzugs von %2; sie darf nach %3 gehen.</translation>
    </message>
    <message>
        <source>%1 retreats to %2 instead of %3: an end of its retreat just as good, the player&apos;s choice</source>
        <translation>%1 zieht sich nach %2 statt nach %3 zurück: ein ebenso gutes Ende ihres Rückzugs, nach Wahl des Spielers</translation>
    </message>
    <message>
        <source>the player&apos;s choice among equal retreat paths</source>
        <translation>die Wahl des Spielers unter gleichwertigen Rückzugswegen</translation>
    </message>
    <message>
        <source>%1 retreats to %2</source>
        <translation>%1 zieht sich nach %2 zurück</translation>
    </message>
    <message>
        <source>Just after a retreat whose other ends were just as good (marked on the map), send the unit to one of them instead.</source>
        <translation>Schicke die Einheit direkt nach einem Rückzug, dessen andere Enden ebenso gut waren (auf der Karte markiert), stattdessen zu einem davon.</translation>
    </message>
    <message>
        <source>The retreat ended here, and other ends were just as good: until the segment ends the unit&apos;s player may send it to one of them with Choose retreat.</source>
        <translation>Der Rückzug endete hier, und andere Enden waren ebenso gut: Bis zum Ende des Abschnitts darf der Spieler der Einheit sie mit „Rückzug wählen“ zu einem davon schicken.</translation>
    </message>
    <message>
        <source>The other hexes the retreat could have ended in.</source>
        <translation>Die anderen Hexfelder, in denen der Rückzug hätte enden können.</translation>
    </message>
    <message>
        <source>The segment of the retreat: the choice is made in it.</source>
        <translation>Der Abschnitt des Rückzugs: Die Wahl wird darin getroffen.</translation>
    </message>
    <message>
        <source>The turn of the retreat.</source>
        <translation>Der Zug des Rückzugs.</translation>
    </message>
    <message>
        <source>%1&apos;s retreat ended here; %2 were just as good: its player may choose one with Choose retreat until the segment ends.</source>
        <translation>Der Rückzug von %1 endete hier; %2 waren ebenso gut: Ihr Spieler darf bis zum Ende des Abschnitts mit „Rückzug wählen“ eines davon wählen.</translation>
    </message>
    <message>
        <source>the map edge</source>
        <translation>der Kartenrand</translation>
    </message>
    <message>
        <source>the hexside towards %1</source>
        <translation>die Hexseite zu %1</translation>
    </message>
    <message>
        <source>the vertex between %1 and %2</source>
        <translation>die Ecke zwischen %1 und %2</translation>
    </message>
    <message>
        <source>now in %1</source>
        <translation>nun in %1</translation>
    </message>
    <message>
        <source>faces %1</source>
        <translation>ausgerichtet auf %1</translation>
    </message>
    <message>
        <source>%1 movement points spent</source>
        <translation>%1 Bewegungspunkte verbraucht</translation>
    </message>
    <message>
        <source>The unit moves hex by hex, paying each hex&apos;s and hexside&apos;s cost from its movement allowance. It never enters an enemy hex, and an enemy zone of influence stops it.</source>
        <translation>Die Einheit bewegt sich Hexfeld für Hexfeld und zahlt die Kosten jedes Hexfelds und jeder Hexseite aus ihrer Bewegungsweite. Sie betritt nie ein feindliches Hexfeld, und eine feindliche Einflusszone hält sie an.</translation>
    </message>
    <message>
        <source>The hexes the unit enters, in order; without it the cheapest way.</source>
        <translation>Die Hexfelder, die die Einheit der Reihe nach betritt; ohne Angabe der günstigste Weg.</translation>
    </message>
    <message>
        <source>1 increment lost</source>
        <translation>1 Stufe verloren</translation>
    </message>
    <message>
        <source>%1 increments lost</source>
        <translation>%1 Stufen verloren</translation>
    </message>
    <message>
        <source>Cavalry after a melee: melee value halved, no charge in the Charge à Cheval segment. A full turn of rest makes it fresh again.</source>
        <translation>Kavallerie nach einem Nahkampf: Nahkampfwert halbiert, kein Angriff im Abschnitt Charge à Cheval. Ein ganzer Zug Ruhe macht sie wieder frisch.</translation>
    </message>
    <message>
        <source>Cavalry after a melee while tired, or a charge and a melee: melee value a third, no charges. A full turn of rest without moving makes it fresh again.</source>
        <translation>Kavallerie nach einem Nahkampf im ermüdeten Zustand oder nach Angriff und Nahkampf: Nahkampfwert ein Drittel, keine Angriffe. Ein ganzer Zug Ruhe ohne Bewegung macht sie wieder frisch.</translation>
    </message>
    <message>
        <source>The cavalry fought a melee this turn, so it has not rested; cleared at the end of the turn.</source>
        <translation>Die Kavallerie hat in diesem Zug im Nahkampf gekämpft, also hat sie nicht geruht; wird am Ende des Zuges entfernt.</translation>
    </message>
    <message>
        <source>Morale level %1</source>
        <translation>Moralstufe %1</translation>
    </message>
    <message>
        <source>The unit&apos;s organisation was at morale level %1 when its morale level was last read on the hour: its morale checks are harder and its carrés form less easily.</source>
        <translation>Der Verband der Einheit stand auf Moralstufe %1, als seine Moralstufe zuletzt zur vollen Stunde abgelesen wurde: Ihre Moraltests sind schwerer, und ihre Karrees bilden sich weniger leicht.</translation>
    </message>
    <message>
        <source>Units with a fire value fire at an enemy-held hex they can see through their front hexsides; the odds column and two dice read as 11-66 give increments lost.</source>
        <translation>Einheiten mit Feuerwert feuern auf ein feindlich besetztes Hexfeld, das sie über ihre Fronthexseiten sehen können; die Verhältnisspalte und zwei Würfel, gelesen als 11-66, ergeben die verlorenen Stufen.</translation>
    </message>
    <message>
        <source>A modifier to the fire roll for a rule HexFire does not model (a game&apos;s special rule, an optional rule): it is added to the roll, which still reads no lower than 11 and no higher than 66. Assumed: the player enters it.</source>
        <translation>Ein Modifikator des Feuerwurfs für eine Regel, die HexFire nicht abbildet (eine Sonderregel des Spiels, eine optionale Regel): Er wird zum Wurf addiert, der trotzdem nicht unter 11 und nicht über 66 liegt. Angenommen: Der Spieler gibt ihn ein.</translation>
    </message>
    <message>
        <source>Ends the fire segment: every hex may be fired at again, and every unit may fire again in the next one.</source>
        <translation>Beendet den Feuerabschnitt: Auf jedes Hexfeld darf wieder gefeuert werden, und jede Einheit darf im nächsten wieder feuern.</translation>
    </message>
    <message>
        <source>Units that made opportunity fire may fire again; units that retreated before a melee may move again.</source>
        <translation>Einheiten, die Gelegenheitsfeuer abgegeben haben, dürfen wieder feuern; Einheiten, die vor einem Nahkampf zurückgewichen sind, dürfen sich wieder bewegen.</translation>
    </message>
    <message>
        <source>Twenty minutes pass on the clock, and what units did this turn (moved, charged, fired) is forgotten.</source>
        <translation>Zwanzig Minuten vergehen auf der Uhr, und was Einheiten in diesem Zug getan haben (bewegt, angegriffen, gefeuert), wird vergessen.</translation>
    </message>
    <message>
        <source>The unit takes another tactical organisation (column, line, carré, tirailleur order, ...): it changes its fire value, its fire defence and which hexsides are its front.</source>
        <translation>Die Einheit nimmt eine andere taktische Gliederung ein (Kolonne, Linie, Karree, Tirailleur-Ordnung, ...): Das ändert ihren Feuerwert, ihre Feuerverteidigung und welche Hexseiten ihre Front sind.</translation>
    </message>
    <message>
        <source>The formation the unit takes; which ones a unit may take depends on its type.</source>
        <translation>Die Formation, die die Einheit einnimmt; welche eine Einheit einnehmen darf, hängt von ihrem Typ ab.</translation>
    </message>
    <message>
        <source>The unit turns one hexside clockwise (a line turns from one vertex to the next): its front hexsides, where it can fire and where it is safe, turn with it.</source>
        <translation>Die Einheit dreht sich um eine Hexseite im Uhrzeigersinn (eine Linie von einer Ecke zur nächsten): Ihre Fronthexseiten, wohin sie feuern kann und wo sie sicher ist, drehen sich mit.</translation>
    </message>
    <message>
        <source>The unit turns one hexside counter-clockwise (a line from one vertex to the next).</source>
        <translation>Die Einheit dreht sich um eine Hexseite gegen den Uhrzeigersinn (eine Linie von einer Ecke zur nächsten).</translation>
    </message>
    <message>
        <source>A unit in line spreads across a second hex, beside it on its left or right flank: its increments are shared between the two hexes, so more of them can fire, and each hex is less crowded.</source>
        <translation>Eine Einheit in Linie erstreckt sich über ein zweites Hexfeld neben ihr an ihrer linken oder rechten Flanke: Ihre Stufen werden auf die beiden Hexfelder verteilt, so können mehr davon feuern, und jedes Hexfeld ist weniger dicht belegt.</translation>
    </message>
    <message>
        <source>Which flank the line extends to, as the unit faces: left or right.</source>
        <translation>Zu welcher Flanke sich die Linie verlängert, aus Sicht der Einheit: links oder rechts.</translation>
    </message>
    <message>
        <source>A line across two hexes closes up into its own hex.</source>
        <translation>Eine Linie über zwei Hexfelder schließt sich in ihrem eigenen Hexfeld zusammen.</translation>
    </message>
    <message>
        <source>A disordered or routed unit of the phasing side checks its morale: a disordered unit that passes returns to good order, one that fails routs; a routed unit far from the enemy may rally to disordered.</source>
        <translation>Eine ungeordnete oder fliehende Einheit der Seite am Zug legt einen Moraltest ab: Eine ungeordnete Einheit, die besteht, kehrt in gute Ordnung zurück, eine, die nicht besteht, flieht; eine fliehende Einheit fern vom Feind kann sich zu ungeordnet sammeln.</translation>
    </message>
    <message>
        <source>Every disordered or routed unit of the phasing side that has not checked its morale in this segment checks it now.</source>
        <translation>Jede ungeordnete oder fliehende Einheit der Seite am Zug, die in diesem Abschnitt noch keinen Moraltest abgelegt hat, legt ihn jetzt ab.</translation>
    </message>
    <message>
        <source>Units next to an enemy-held hex through their front hexsides assault it: both sides check their morale first, then the melee values give the odds column of the melee chart and two dice read as 11-66 the result.</source>
        <translation>Einheiten, die über ihre Fronthexseiten an ein feindlich besetztes Hexfeld grenzen, greifen es an: Beide Seiten legen zuerst einen Moraltest ab, dann ergeben die Nahkampfwerte die Verhältnisspalte der Nahkampftabelle und zwei Würfel, gelesen als 11-66, das Ergebnis.</translation>
    </message>
    <message>
        <source>After a defender retreated before melee more than one hex, the one attacker may follow one hex into this hex and assault it again.</source>
        <translation>Nachdem ein Verteidiger vor dem Nahkampf mehr als ein Hexfeld zurückgewichen ist, darf der eine Angreifer ihm ein Hexfeld in dieses Hexfeld folgen und ihn erneut angreifen.</translation>
    </message>
    <message>
        <source>A leader, tirailleurs or cavalry facing infantry, or cavalry or limbered horse artillery faster than the enemy, steps back before the assault: up to half its movement allowance, never through an enemy zone of influence; more than one hex and it does not move in its next player turn.</source>
        <translation>Ein Führer, Tirailleure oder Kavallerie gegenüber Infanterie oder Kavallerie bzw. aufgeprotzte reitende Artillerie, die schneller als der Feind ist, weicht vor dem Angriff zurück: bis zur halben Bewegungsweite, nie durch eine feindliche Einflusszone; bei mehr als einem Hexfeld bewegt sie sich im nächsten Spielerzug nicht.</translation>
    </message>
    <message>
        <source>The reinforcements due this turn arrive at their entry hex (up to 5 hexes aside when an enemy or an enemy zone of influence blocks it); on the hour, each organisation&apos;s morale level is read from its units routed or eliminated and marked on its units.</source>
        <translation>Die in diesem Zug fälligen Verstärkungen treffen an ihrem Eintrittsfeld ein (bis zu 5 Hexfelder daneben, wenn ein Feind oder eine feindliche Einflusszone es blockiert); zur vollen Stunde wird die Moralstufe jedes Verbands aus seinen fliehenden oder ausgeschalteten Einheiten abgelesen und auf seinen Einheiten markiert.</translation>
    </message>
    <message>
        <source>In the enemy&apos;s Movement segment, units whose zone of influence an enemy unit left, or changed formation in, fire at it at range 1 as it stood there, in its former formation. Each unit fires once in the segment.</source>
        <translation>Im Bewegungsabschnitt des Gegners feuern Einheiten, deren Einflusszone eine feindliche Einheit verlassen oder in der sie die Formation gewechselt hat, auf Reichweite 1 auf sie, wie sie dort stand, in ihrer früheren Formation. Jede Einheit feuert einmal im Abschnitt.</translation>
    </message>
    <message>
        <source>The opportunity marker fired at, when a hex has more than one; without it the first.</source>
        <translation>Der Gelegenheitsmarker, auf den gefeuert wird, wenn ein Hexfeld mehr als einen hat; ohne Angabe der erste.</translation>
    </message>
    <message>
        <source>Out of good order: fires and fights at half value, moves at half its allowance, does not block the line of sight and uses the disordered fire defence.</source>
        <translation>Nicht in guter Ordnung: feuert und kämpft mit halbem Wert, bewegt sich mit halber Bewegungsweite, blockiert die Sichtlinie nicht und nutzt die Feuerverteidigung für Ungeordnete.</translation>
    </message>
    <message>
        <source>Routed: does not fire, defends in melee at a fraction of its value, does not block the line of sight and uses the disordered fire defence.</source>
        <translation>Auf der Flucht: feuert nicht, verteidigt im Nahkampf mit einem Bruchteil ihres Werts, blockiert die Sichtlinie nicht und nutzt die Feuerverteidigung für Ungeordnete.</translation>
    </message>
    <message>
        <source>Has fired in this segment: each unit fires once per fire segment.</source>
        <translation>Hat in diesem Abschnitt gefeuert: Jede Einheit feuert einmal je Feuerabschnitt.</translation>
    </message>
    <message>
        <source>Moved this player turn: cavalry that moved does not charge.</source>
        <translation>Hat sich in diesem Spielerzug bewegt: Kavallerie, die sich bewegt hat, greift nicht an.</translation>
    </message>
    <message>
        <source>Charged this player turn: it does not move in the Movement segment; the melee follows in the Melee Assault segment.</source>
        <translation>Hat in diesem Spielerzug angegriffen: Sie bewegt sich nicht im Bewegungsabschnitt; der Nahkampf folgt im Abschnitt Nahkampfangriff.</translation>
    </message>
    <message>
        <source>Retreated more than one hex before a melee: does not move in its next player turn.</source>
        <translation>Ist vor einem Nahkampf mehr als ein Hexfeld zurückgewichen: bewegt sich im nächsten Spielerzug nicht.</translation>
    </message>
    <message>
        <source>Has checked its morale in this Morale Recovery segment: it checks once.</source>
        <translation>Hat in diesem Moralerholungsabschnitt einen Moraltest abgelegt: Sie testet nur einmal.</translation>
    </message>
    <message>
        <source>This hex has been the target of a fire attack this fire segment.</source>
        <translation>Dieses Hexfeld war in diesem Feuerabschnitt Ziel eines Feuerangriffs.</translation>
    </message>
    <message>
        <source>A unit left a zone of influence here, or changed formation in one: the units whose zone it was may make opportunity fire at it.</source>
        <translation>Eine Einheit hat hier eine Einflusszone verlassen oder darin die Formation gewechselt: Die Einheiten, deren Zone es war, dürfen Gelegenheitsfeuer auf sie abgeben.</translation>
    </message>
    <message>
        <source>The formation the unit had in this hex.</source>
        <translation>Die Formation, die die Einheit in diesem Hexfeld hatte.</translation>
    </message>
    <message>
        <source>The unit&apos;s facing in this hex, 0 to 11 (hexsides even, vertices odd).</source>
        <translation>Die Ausrichtung der Einheit in diesem Hexfeld, 0 bis 11 (Hexseiten gerade, Ecken ungerade).</translation>
    </message>
    <message>
        <source>The second hex of a line across two hexes.</source>
        <translation>Das zweite Hexfeld einer Linie über zwei Hexfelder.</translation>
    </message>
    <message>
        <source>The unit loses increments.</source>
        <translation>Die Einheit verliert Stufen.</translation>
    </message>
    <message>
        <source>The unit has no increments left.</source>
        <translation>Die Einheit hat keine Stufen mehr.</translation>
    </message>
    <message>
        <source>The fire losses call for a morale check.</source>
        <translation>Die Feuerverluste erfordern einen Moraltest.</translation>
    </message>
    <message>
        <source>The two dice of a fire attack, read as 11-66.</source>
        <translation>Die zwei Würfel eines Feuerangriffs, gelesen als 11-66.</translation>
    </message>
    <message>
        <source>The hex may not be fired at again this fire segment.</source>
        <translation>Auf das Hexfeld darf in diesem Feuerabschnitt nicht noch einmal gefeuert werden.</translation>
    </message>
    <message>
        <source>The fire segment is over: the hex may be fired at again, the unit may fire again.</source>
        <translation>Der Feuerabschnitt ist vorbei: Auf das Hexfeld darf wieder gefeuert werden, die Einheit darf wieder feuern.</translation>
    </message>
    <message>
        <source>The unit has fired in this segment.</source>
        <translation>Die Einheit hat in diesem Abschnitt gefeuert.</translation>
    </message>
    <message>
        <source>The unit may fire or move again in its next segment.</source>
        <translation>Die Einheit darf in ihrem nächsten Abschnitt wieder feuern oder sich bewegen.</translation>
    </message>
    <message>
        <source>What the unit did this turn is forgotten.</source>
        <translation>Was die Einheit in diesem Zug getan hat, wird vergessen.</translation>
    </message>
    <message>
        <source>Twenty minutes pass.</source>
        <translation>Zwanzig Minuten vergehen.</translation>
    </message>
    <message>
        <source>The unit takes another formation.</source>
        <translation>Die Einheit nimmt eine andere Formation ein.</translation>
    </message>
    <message>
        <source>The unit faces another hexside or vertex.</source>
        <translation>Die Einheit richtet sich auf eine andere Hexseite oder Ecke aus.</translation>
    </message>
    <message>
        <source>The line spreads across a second hex.</source>
        <translation>Die Linie erstreckt sich über ein zweites Hexfeld.</translation>
    </message>
    <message>
        <source>The line closes up into its own hex.</source>
        <translation>Die Linie schließt sich in ihrem eigenen Hexfeld zusammen.</translation>
    </message>
    <message>
        <source>The unit has moved this player turn.</source>
        <translation>Die Einheit hat sich in diesem Spielerzug bewegt.</translation>
    </message>
    <message>
        <source>A formation change or a turn in the Movement segment spends movement points.</source>
        <translation>Ein Formationswechsel oder eine Drehung im Bewegungsabschnitt verbraucht Bewegungspunkte.</translation>
    </message>
    <message>
        <source>Two dice read as 11-66 against the morale value.</source>
        <translation>Zwei Würfel, gelesen als 11-66, gegen den Moralwert.</translation>
    </message>
    <message>
        <source>A failed morale check: the unit is out of good order.</source>
        <translation>Ein misslungener Moraltest: Die Einheit ist nicht mehr in guter Ordnung.</translation>
    </message>
    <message>
        <source>The unit routs and retreats 10 hexes at once.</source>
        <translation>Die Einheit flieht und zieht sich sofort 10 Hexfelder zurück.</translation>
    </message>
    <message>
        <source>A disordered unit retreats 3 movement points.</source>
        <translation>Eine ungeordnete Einheit zieht sich 3 Bewegungspunkte zurück.</translation>
    </message>
    <message>
        <source>A routed unit retreats 10 hexes at once, terrain ignored.</source>
        <translation>Eine fliehende Einheit zieht sich sofort 10 Hexfelder zurück, ohne Rücksicht auf das Gelände.</translation>
    </message>
    <message>
        <source>The unit could not retreat and surrenders.</source>
        <translation>Die Einheit konnte sich nicht zurückziehen und ergibt sich.</translation>
    </message>
    <message>
        <source>The unit returns to good order.</source>
        <translation>Die Einheit kehrt in gute Ordnung zurück.</translation>
    </message>
    <message>
        <source>The routed unit rallies and is disordered.</source>
        <translation>Die fliehende Einheit sammelt sich und ist ungeordnet.</translation>
    </message>
    <message>
        <source>The unit has checked its morale.</source>
        <translation>Die Einheit hat einen Moraltest abgelegt.</translation>
    </message>
    <message>
        <source>The Morale Recovery segment is over.</source>
        <translation>Der Moralerholungsabschnitt ist vorbei.</translation>
    </message>
    <message>
        <source>The cavalry charged this player turn.</source>
        <translation>Die Kavallerie hat in diesem Spielerzug angegriffen.</translation>
    </message>
    <message>
        <source>The two dice of a melee, read as 11-66.</source>
        <translation>Die zwei Würfel eines Nahkampfs, gelesen als 11-66.</translation>
    </message>
    <message>
        <source>The attacker moves into the hex it assaulted.</source>
        <translation>Der Angreifer zieht in das Hexfeld, das er angegriffen hat.</translation>
    </message>
    <message>
        <source>The attacker follows a retreat before melee one hex.</source>
        <translation>Der Angreifer folgt einem Zurückweichen vor dem Nahkampf um ein Hexfeld.</translation>
    </message>
    <message>
        <source>The defender steps back before the assault.</source>
        <translation>Der Verteidiger weicht vor dem Angriff zurück.</translation>
    </message>
    <message>
        <source>The unit does not move in its next player turn.</source>
        <translation>Die Einheit bewegt sich im nächsten Spielerzug nicht.</translation>
    </message>
    <message>
        <source>On the hour, an organisation&apos;s morale level is read from its units routed or eliminated.</source>
        <translation>Zur vollen Stunde wird die Moralstufe eines Verbands aus seinen fliehenden oder ausgeschalteten Einheiten abgelesen.</translation>
    </message>
    <message>
        <source>The unit carries its organisation&apos;s morale level.</source>
        <translation>Die Einheit trägt die Moralstufe ihres Verbands.</translation>
    </message>
    <message>
        <source>A unit due this turn enters the map at its entry hex or beside it.</source>
        <translation>Eine in diesem Zug fällige Einheit betritt die Karte an ihrem Eintrittsfeld oder daneben.</translation>
    </message>
    <message>
        <source>The cavalry is tired after a melee.</source>
        <translation>Die Kavallerie ist nach einem Nahkampf ermüdet.</translation>
    </message>
    <message>
        <source>The cavalry is exhausted after a second melee, or a charge and a melee.</source>
        <translation>Die Kavallerie ist nach einem zweiten Nahkampf oder nach Angriff und Nahkampf erschöpft.</translation>
    </message>
    <message>
        <source>The cavalry fought a melee this turn.</source>
        <translation>Die Kavallerie hat in diesem Zug im Nahkampf gekämpft.</translation>
    </message>
    <message>
        <source>The two dice of infantry forming carré against a charge, read as 11-66.</source>
        <translation>Die zwei Würfel der Infanterie, die gegen einen Angriff Karree bildet, gelesen als 11-66.</translation>
    </message>
    <message>
        <source>The infantry forms carré against the charge.</source>
        <translation>Die Infanterie bildet Karree gegen den Angriff.</translation>
    </message>
    <message>
        <source>The unit fired at this hex in the Offensive Fire segment: it assaults only there.</source>
        <translation>Die Einheit hat im Abschnitt Angriffsfeuer auf dieses Hexfeld gefeuert: Sie greift nur dort an.</translation>
    </message>
    <message>
        <source>The increments the unit lost to defensive fire count against its pre-melee check.</source>
        <translation>Die Stufen, die die Einheit durch Abwehrfeuer verloren hat, zählen gegen ihren Test vor dem Nahkampf.</translation>
    </message>
    <message>
        <source>The unit left a zone of influence, or changed formation in one: opportunity fire may be made at it as it stood there.</source>
        <translation>Die Einheit hat eine Einflusszone verlassen oder darin die Formation gewechselt: Auf sie darf Gelegenheitsfeuer abgegeben werden, wie sie dort stand.</translation>
    </message>
    <message>
        <source>The opportunity fire at the hex was made: the marker is removed.</source>
        <translation>Das Gelegenheitsfeuer auf das Hexfeld wurde abgegeben: Der Marker wird entfernt.</translation>
    </message>
    <message>
        <source>One die: the guns limber or unlimber, or stay.</source>
        <translation>Ein Würfel: Die Geschütze protzen auf oder ab oder bleiben, wie sie sind.</translation>
    </message>
    <message>
        <source>One morale roll for the units of an over-stacked hex.</source>
        <translation>Ein Moralwurf für die Einheiten eines überstapelten Hexfelds.</translation>
    </message>
    <message>
        <source>The unit passed its check: twice its allowance in column or road march.</source>
        <translation>Die Einheit hat ihren Test bestanden: doppelte Bewegungsweite in Kolonne oder Marschkolonne.</translation>
    </message>
    <message>
        <source>A battalion, in increments.</source>
        <translation>Ein Bataillon, in Stufen.</translation>
    </message>
    <message>
        <source>A regiment, in increments.</source>
        <translation>Ein Regiment, in Stufen.</translation>
    </message>
    <message>
        <source>A battery, in increments.</source>
        <translation>Eine Batterie, in Stufen.</translation>
    </message>
    <message>
        <source>A commander; no increments.</source>
        <translation>Ein Befehlshaber; keine Stufen.</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Front, flank and rear hexsides: %1, %2 and %3.</source>
        <translation>Front-, Flanken- und Rückenhexseiten: %1, %2 und %3.</translation>
    </message>
    <message>
        <source>Hexes</source>
        <translation>Hexfelder</translation>
    </message>
    <message>
        <source>%1 (a line across two hexes)</source>
        <translation>%1 (eine Linie über zwei Hexfelder)</translation>
    </message>
    <message>
        <source>Its increments are shared between the hexes: %1 in %2, %3 in %4.</source>
        <translation>Ihre Stufen sind auf die Hexfelder verteilt: %1 in %2, %3 in %4.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>A line faces a vertex of its hex.</source>
        <translation>Eine Linie ist auf eine Ecke ihres Hexfelds ausgerichtet.</translation>
    </message>
    <message>
        <source>This formation faces a hexside of its hex.</source>
        <translation>Diese Formation ist auf eine Hexseite ihres Hexfelds ausgerichtet.</translation>
    </message>
    <message>
        <source>%1 (printed on the counter)</source>
        <translation>%1 (auf dem Spielstein aufgedruckt)</translation>
    </message>
    <message>
        <source>%1 (Fire Effects table, not official)</source>
        <translation>%1 (Fire-Effects-Tabelle, nicht offiziell)</translation>
    </message>
    <message>
        <source>%1 (Fire Effects table)</source>
        <translation>%1 (Fire-Effects-Tabelle)</translation>
    </message>
    <message>
        <source>Fire multiple</source>
        <translation>Feuermultiplikator</translation>
    </message>
    <message>
        <source>Each increment that fires counts this many fire points (Fire Effects Chart).</source>
        <translation>Jede feuernde Stufe zählt so viele Feuerpunkte (Fire Effects Chart).</translation>
    </message>
    <message>
        <source>Increments</source>
        <translation>Stufen</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>at every increment lost</source>
        <translation>bei jeder verlorenen Stufe</translation>
    </message>
    <message>
        <source>at every second increment lost</source>
        <translation>bei jeder zweiten verlorenen Stufe</translation>
    </message>
    <message>
        <source>at the first, third, fifth... increment lost</source>
        <translation>bei der ersten, dritten, fünften ... verlorenen Stufe</translation>
    </message>
    <message>
        <source>at every third increment lost</source>
        <translation>bei jeder dritten verlorenen Stufe</translation>
    </message>
    <message>
        <source>Morale check on fire losses</source>
        <translation>Moraltest bei Feuerverlusten</translation>
    </message>
    <message>
        <source>When fire losses call for a morale check (per nation and troop type).</source>
        <translation>Wann Feuerverluste einen Moraltest erfordern (je Nation und Truppengattung).</translation>
    </message>
    <message>
        <source>Readiness</source>
        <translation>Einsatzbereitschaft</translation>
    </message>
    <message>
        <source>Cavalry tires in melee and recovers with a full turn of rest (Charge à Cheval).</source>
        <translation>Kavallerie ermüdet im Nahkampf und erholt sich mit einem ganzen Zug Ruhe (Charge à Cheval).</translation>
    </message>
    <message>
        <source>Organisation</source>
        <translation>Verband</translation>
    </message>
    <message>
        <source>Its units routed or eliminated give the organisation&apos;s morale level, read on the hour.</source>
        <translation>Ihre fliehenden oder ausgeschalteten Einheiten ergeben die Moralstufe des Verbands, zur vollen Stunde abgelesen.</translation>
    </message>
    <message>
        <source>%1 (%2 on its morale checks)</source>
        <translation>%1 (%2 auf ihre Moraltests)</translation>
    </message>
    <message>
        <source>Read on the hour from the organisation&apos;s units routed or eliminated; each level makes its morale checks harder.</source>
        <translation>Zur vollen Stunde aus den fliehenden oder ausgeschalteten Einheiten des Verbands abgelesen; jede Stufe erschwert seine Moraltests.</translation>
    </message>
    <message>
        <source>%1 has been the target of a fire attack this fire segment (Combat à la Feu (21)).</source>
        <translation>%1 war in diesem Feuerabschnitt Ziel eines Feuerangriffs (Combat à la Feu (21)).</translation>
    </message>
    <message>
        <source>%1 has %2 movement point left.</source>
        <translation>%1 hat noch %2 Bewegungspunkt.</translation>
    </message>
    <message>
        <source>%1 has %2 movement points left.</source>
        <translation>%1 hat noch %2 Bewegungspunkte.</translation>
    </message>
    <message>
        <source>The allowance of its new formation is %1 more, spent with the change: movement points spent</source>
        <translation>Die Bewegungsweite ihrer neuen Formation ist um %1 größer, mit dem Wechsel verbraucht: Bewegungspunkte verbraucht</translation>
    </message>
    <message>
        <source>The allowance of its new formation is %1 less: movement points spent</source>
        <translation>Die Bewegungsweite ihrer neuen Formation ist um %1 kleiner: Bewegungspunkte verbraucht</translation>
    </message>
    <message>
        <source>select one unit</source>
        <translation>wähle eine Einheit</translation>
    </message>
    <message>
        <source>%1 is a leader: leaders have no formation and no facing</source>
        <translation>%1 ist ein Führer: Führer haben keine Formation und keine Ausrichtung</translation>
    </message>
    <message>
        <source>choose the formation %1 takes</source>
        <translation>wähle die Formation, die %1 einnimmt</translation>
    </message>
    <message>
        <source>%1 is %2 and cannot take %3; it may be in %4</source>
        <translation>%1 ist %2 und kann %3 nicht einnehmen; sie darf in %4 stehen</translation>
    </message>
    <message>
        <source>%1 is already in %2</source>
        <translation>%1 ist bereits in %2</translation>
    </message>
    <message>
        <source>%1: %2 to %3</source>
        <translation>%1: %2 zu %3</translation>
    </message>
    <message>
        <source>the line closes up into %1</source>
        <translation>die Linie schließt sich in %1 zusammen</translation>
    </message>
    <message>
        <source>%1: %2 front, %3 flank and %4 rear hexsides</source>
        <translation>%1: %2 Front-, %3 Flanken- und %4 Rückenhexseiten</translation>
    </message>
    <message>
        <source>now faces %1</source>
        <translation>nun ausgerichtet auf %1</translation>
    </message>
    <message>
        <source>changes formation in a zone of influence: %1</source>
        <translation>wechselt die Formation in einer Einflusszone: %1</translation>
    </message>
    <message>
        <source>%1 is in %2: every hexside is its front, so it has no facing to turn</source>
        <translation>%1 ist in %2: Jede Hexseite ist ihre Front, also hat sie keine Ausrichtung, die sich drehen ließe</translation>
    </message>
    <message>
        <source>%1 is a line across two hexes: it cannot turn in place; close the line first</source>
        <translation>%1 ist eine Linie über zwei Hexfelder: Sie kann sich nicht auf der Stelle drehen; schließe zuerst die Linie</translation>
    </message>
    <message>
        <source>%1 turns clockwise to face %2</source>
        <translation>%1 dreht sich im Uhrzeigersinn und richtet sich auf %2 aus</translation>
    </message>
    <message>
        <source>%1 turns counter-clockwise to face %2</source>
        <translation>%1 dreht sich gegen den Uhrzeigersinn und richtet sich auf %2 aus</translation>
    </message>
    <message>
        <source>%1 is in %2: only a line extends across two hexes</source>
        <translation>%1 ist in %2: Nur eine Linie erstreckt sich über zwei Hexfelder</translation>
    </message>
    <message>
        <source>%1 already stands across two hexes</source>
        <translation>%1 steht bereits über zwei Hexfelder</translation>
    </message>
    <message>
        <source>choose the side the line extends to: left or right</source>
        <translation>wähle die Seite, zu der sich die Linie verlängert: links oder rechts</translation>
    </message>
    <message>
        <source>%1 has no facing that fits its formation</source>
        <translation>%1 hat keine Ausrichtung, die zu ihrer Formation passt</translation>
    </message>
    <message>
        <source>the line would extend off the map</source>
        <translation>die Linie würde über den Kartenrand hinausreichen</translation>
    </message>
    <message>
        <source>the line cannot extend into %1: %2 is there</source>
        <translation>die Linie kann sich nicht nach %1 verlängern: %2 steht dort</translation>
    </message>
    <message>
        <source>%1 extends its line to the left into %2: %3 increments in %4, %5 in %2</source>
        <translation>%1 verlängert ihre Linie nach links nach %2: %3 Stufen in %4, %5 in %2</translation>
    </message>
    <message>
        <source>%1 extends its line to the right into %2: %3 increments in %4, %5 in %2</source>
        <translation>%1 verlängert ihre Linie nach rechts nach %2: %3 Stufen in %4, %5 in %2</translation>
    </message>
    <message>
        <source>a line across two hexes has 4 front, 2 flank and 4 rear hexsides</source>
        <translation>eine Linie über zwei Hexfelder hat 4 Front-, 2 Flanken- und 4 Rückenhexseiten</translation>
    </message>
    <message>
        <source>%1 stands in one hex: there is no line to close</source>
        <translation>%1 steht in einem Hexfeld: Es gibt keine Linie zu schließen</translation>
    </message>
    <message>
        <source>%1 closes up into %2</source>
        <translation>%1 schließt sich in %2 zusammen</translation>
    </message>
    <message>
        <source>select the units that fire</source>
        <translation>wähle die Einheiten, die feuern</translation>
    </message>
    <message>
        <source>choose the hex to fire at</source>
        <translation>wähle das Hexfeld, auf das gefeuert wird</translation>
    </message>
    <message>
        <source>%1 has already been the target of a fire attack this fire segment</source>
        <translation>%1 war in diesem Feuerabschnitt bereits Ziel eines Feuerangriffs</translation>
    </message>
    <message>
        <source>only a leader is in %1: fire is made at combat units, and a leader alone is not one</source>
        <translation>in %1 steht nur ein Führer: Feuer richtet sich gegen Kampfeinheiten, und ein Führer allein ist keine</translation>
    </message>
    <message>
        <source>there is no enemy unit in %1</source>
        <translation>in %1 steht keine feindliche Einheit</translation>
    </message>
    <message>
        <source>%1 cannot fire in %2 (only a combat formation with a fire factor fires)</source>
        <translation>%1 kann in %2 nicht feuern (nur eine Kampfformation mit Feuerfaktor feuert)</translation>
    </message>
    <message>
        <source>%1 is not next to %2: defensive fire is only at enemies next to a front hexside</source>
        <translation>%1 liegt nicht neben %2: Abwehrfeuer richtet sich nur gegen Feinde an einer Fronthexseite</translation>
    </message>
    <message>
        <source>%1 must fire at the closest target it can: %2 is nearer than %3</source>
        <translation>%1 muss auf das nächste Ziel feuern, das sie erreichen kann: %2 ist näher als %3</translation>
    </message>
    <message>
        <source>fire value</source>
        <translation>Feuerwert</translation>
    </message>
    <message>
        <source>the selected units have no fire value against %1</source>
        <translation>die gewählten Einheiten haben keinen Feuerwert gegen %1</translation>
    </message>
    <message>
        <source>odds %1 : %2 (rounded for the defender)</source>
        <translation>Verhältnis %1 : %2 (zugunsten des Verteidigers gerundet)</translation>
    </message>
    <message>
        <source>odds %1 : %2 (rounded for the attacker)</source>
        <translation>Verhältnis %1 : %2 (zugunsten des Angreifers gerundet)</translation>
    </message>
    <message>
        <source>Massed targets (22): %1 increments in the hex</source>
        <translation>Massierte Ziele (22): %1 Stufen im Hexfeld</translation>
    </message>
    <message>
        <source>other modifier, for a rule HexFire does not model (the player&apos;s input)</source>
        <translation>anderer Modifikator, für eine Regel, die HexFire nicht abbildet (Eingabe des Spielers)</translation>
    </message>
    <message>
        <source>The fire roll carries a modifier the player entered for a rule HexFire does not model.</source>
        <translation>Der Feuerwurf trägt einen Modifikator, den der Spieler für eine Regel eingegeben hat, die HexFire nicht abbildet.</translation>
    </message>
    <message>
        <source>Fire value</source>
        <translation>Feuerwert</translation>
    </message>
    <message>
        <source>Fire defence</source>
        <translation>Feuerverteidigung</translation>
    </message>
    <message>
        <source>Odds column</source>
        <translation>Verhältnisspalte</translation>
    </message>
    <message>
        <source>Fire roll modifier</source>
        <translation>Feuerwurfmodifikator</translation>
    </message>
    <message>
        <source>Increments lost in %1</source>
        <translation>Verlorene Stufen in %1</translation>
    </message>
    <message>
        <source>at least one increment lost</source>
        <translation>mindestens eine Stufe verloren</translation>
    </message>
    <message>
        <source>Morale checks in %1</source>
        <translation>Moraltests in %1</translation>
    </message>
    <message>
        <source>a morale check failed</source>
        <translation>ein Moraltest ist misslungen</translation>
    </message>
    <message>
        <source>fire roll, tens die</source>
        <translation>Feuerwurf, Zehnerwürfel</translation>
    </message>
    <message>
        <source>fire roll, ones die</source>
        <translation>Feuerwurf, Einerwürfel</translation>
    </message>
    <message>
        <source>fire losses call for a morale check: two dice above the unit&apos;s morale value pass</source>
        <translation>Feuerverluste erfordern einen Moraltest: zwei Würfel über dem Moralwert der Einheit bestehen</translation>
    </message>
    <message>
        <source>fire roll %1 %2 reads %3</source>
        <translation>Feuerwurf %1 %2 ergibt %3</translation>
    </message>
    <message>
        <source>Fire Combat Chart, column %1, row %2</source>
        <translation>Fire Combat Chart, Spalte %1, Zeile %2</translation>
    </message>
    <message>
        <source>fire at %1 reads %2: no effect</source>
        <translation>Feuer auf %1 ergibt %2: keine Wirkung</translation>
    </message>
    <message>
        <source>fire at %1 reads %2: %3</source>
        <translation>Feuer auf %1 ergibt %2: %3</translation>
    </message>
    <message>
        <source>Modified fire roll</source>
        <translation>Modifizierter Feuerwurf</translation>
    </message>
    <message>
        <source>1 increment lost in all call for a check</source>
        <translation>insgesamt 1 verlorene Stufe erfordert einen Test</translation>
    </message>
    <message>
        <source>%1 increments lost in all call for a check</source>
        <translation>insgesamt %1 verlorene Stufen erfordern einen Test</translation>
    </message>
    <message>
        <source>fire at %1</source>
        <translation>Feuer auf %1</translation>
    </message>
    <message>
        <source>Both sides at once: reinforcements due this turn arrive, and on the hour each organisation&apos;s morale level is read from its battalions routed or lost.</source>
        <translation>Beide Seiten zugleich: Die in diesem Zug fälligen Verstärkungen treffen ein, und zur vollen Stunde wird die Moralstufe jedes Verbands aus seinen fliehenden oder verlorenen Bataillonen abgelesen.</translation>
    </message>
    <message>
        <source>The phasing player&apos;s fresh cavalry may charge: extra movement points, a straight run at the target, which may stand or form carré. Cavalry that charges does not move in the Movement segment.</source>
        <translation>Die frische Kavallerie des Spielers am Zug darf angreifen: zusätzliche Bewegungspunkte, ein gerader Anlauf auf das Ziel, das standhalten oder Karree bilden darf. Kavallerie, die angreift, bewegt sich im Bewegungsabschnitt nicht.</translation>
    </message>
    <message>
        <source>The phasing player moves his units, changes their formations and turns them, each paying movement points. Enemy zones of influence stop a move; leaving one, or changing formation inside one, draws opportunity fire from the other side.</source>
        <translation>Der Spieler am Zug bewegt seine Einheiten, wechselt ihre Formationen und dreht sie, jeweils gegen Bewegungspunkte. Feindliche Einflusszonen halten eine Bewegung an; wer eine verlässt oder darin die Formation wechselt, zieht Gelegenheitsfeuer der anderen Seite auf sich.</translation>
    </message>
    <message>
        <source>The other side fires first, at enemy units next to its units&apos; front hexsides; each unit fires once, and each hex is the target of one fire attack.</source>
        <translation>Die andere Seite feuert zuerst, auf feindliche Einheiten an den Fronthexseiten ihrer Einheiten; jede Einheit feuert einmal, und jedes Hexfeld ist Ziel eines Feuerangriffs.</translation>
    </message>
    <message>
        <source>The phasing player fires, at any range his units have; each unit fires once, and each hex is the target of one fire attack.</source>
        <translation>Der Spieler am Zug feuert, auf jede Reichweite, die seine Einheiten haben; jede Einheit feuert einmal, und jedes Hexfeld ist Ziel eines Feuerangriffs.</translation>
    </message>
    <message>
        <source>The phasing player&apos;s units assault hexes they fired at, through their front hexsides. Some defenders may retreat first; both sides check their morale before the melee, then the melee chart gives the result.</source>
        <translation>Die Einheiten des Spielers am Zug greifen Hexfelder, auf die sie gefeuert haben, über ihre Fronthexseiten an. Manche Verteidiger dürfen zuerst zurückweichen; beide Seiten legen vor dem Nahkampf einen Moraltest ab, dann liefert die Nahkampftabelle das Ergebnis.</translation>
    </message>
    <message>
        <source>The phasing player&apos;s disordered and routed units check their morale: a disordered unit that passes returns to good order, one that fails routs; a routed unit far from the enemy may rally.</source>
        <translation>Die ungeordneten und fliehenden Einheiten des Spielers am Zug legen einen Moraltest ab: Eine ungeordnete Einheit, die besteht, kehrt in gute Ordnung zurück, eine, die nicht besteht, flieht; eine fliehende Einheit fern vom Feind kann sich sammeln.</translation>
    </message>
    <message>
        <source>Twenty minutes pass on the clock; what units did this turn is forgotten, and the scenario ends when its last clock time is reached.</source>
        <translation>Zwanzig Minuten vergehen auf der Uhr; was Einheiten in diesem Zug getan haben, wird vergessen, und das Szenario endet, wenn seine letzte Uhrzeit erreicht ist.</translation>
    </message>
    <message>
        <source>Fire value : fire defence is rounded in the defender&apos;s favour to the highest odds column not above it, and clamped at the chart&apos;s ends.</source>
        <translation>Feuerwert : Feuerverteidigung wird zugunsten des Verteidigers auf die höchste Verhältnisspalte nicht darüber gerundet und an den Enden der Tabelle begrenzt.</translation>
    </message>
    <message>
        <source>Fire value : fire defence is rounded in the attacker&apos;s favour to the lowest odds column not below it, and clamped at the chart&apos;s ends.</source>
        <translation>Feuerwert : Feuerverteidigung wird zugunsten des Angreifers auf die niedrigste Verhältnisspalte nicht darunter gerundet und an den Enden der Tabelle begrenzt.</translation>
    </message>
    <message>
        <source>A modified fire roll above 66 reads 66.</source>
        <translation>Ein modifizierter Feuerwurf über 66 gilt als 66.</translation>
    </message>
    <message>
        <source>Fire through a flank hexside of a line has fire defence %1 (Friedland; Deutsch-Wagram uses 6).</source>
        <translation>Feuer durch eine Flankenhexseite einer Linie trifft auf Feuerverteidigung %1 (Friedland; Deutsch-Wagram verwendet 6).</translation>
    </message>
    <message>
        <source>Infantry in tirailleur order fires up to %1 hexes.</source>
        <translation>Infanterie in Tirailleur-Ordnung feuert bis zu %1 Hexfelder weit.</translation>
    </message>
    <message>
        <source>Fire along a vertex of the firer&apos;s hex is allowed if either hexside is a front hexside; fire entering a target through a vertex is flank fire only if both hexsides are flank hexsides.</source>
        <translation>Feuer entlang einer Ecke des Hexfelds des Feuernden ist erlaubt, wenn eine der beiden Hexseiten eine Fronthexseite ist; Feuer, das über eine Ecke in ein Ziel eintritt, ist nur dann Flankenfeuer, wenn beide Hexseiten Flankenhexseiten sind.</translation>
    </message>
    <message>
        <source>In column the top unit fires with all its increments; cavalry and leaders do not fire.</source>
        <translation>In Kolonne feuert die oberste Einheit mit allen ihren Stufen; Kavallerie und Führer feuern nicht.</translation>
    </message>
    <message>
        <source>A carré fires with at most %1 increments in its hex, a battery stacked with it included; the limit is published for a carré firing with artillery and HexFire applies it to a carré alone too.</source>
        <translation>Ein Karree feuert mit höchstens %1 Stufen in seinem Hexfeld, eine mit ihm gestapelte Batterie eingeschlossen; die Grenze ist für ein Karree veröffentlicht, das mit Artillerie feuert, und HexFire wendet sie auch auf ein Karree allein an.</translation>
    </message>
    <message>
        <source>A line across two hexes shares its increments evenly between them, the odd one in its own hex; each hex counts its share for fire, density and massed targets.</source>
        <translation>Eine Linie über zwei Hexfelder verteilt ihre Stufen gleichmäßig darauf, die ungerade in ihrem eigenen Hexfeld; jedes Hexfeld zählt seinen Anteil für Feuer, Dichte und massierte Ziele.</translation>
    </message>
    <message>
        <source>A unit changing between a formation that faces a hexside and one that faces a vertex turns to the vertex just clockwise of its hexside, or back to the hexside just counter-clockwise of its vertex.</source>
        <translation>Eine Einheit, die zwischen einer auf eine Hexseite und einer auf eine Ecke ausgerichteten Formation wechselt, dreht sich zur Ecke direkt im Uhrzeigersinn neben ihrer Hexseite oder zurück zur Hexseite direkt gegen den Uhrzeigersinn neben ihrer Ecke.</translation>
    </message>
    <message>
        <source>The Fire Combat Chart, the fire defence chart and the Fire Effects table are placeholders, not the published charts.</source>
        <translation>Die Fire Combat Chart, die Feuerverteidigungstabelle und die Fire-Effects-Tabelle sind Platzhalter, nicht die veröffentlichten Tabellen.</translation>
    </message>
    <message>
        <source>A morale check passes on a modified roll above the unit&apos;s morale value and fails on one equal or below; a modified 11 or less fails and a modified 66 passes; a unit without a morale value is not checked and counts as passing.</source>
        <translation>Ein Moraltest ist bestanden bei einem modifizierten Wurf über dem Moralwert der Einheit und misslingt bei einem gleichen oder niedrigeren; ein modifizierter Wurf von 11 oder weniger misslingt, ein modifizierter 66 besteht; eine Einheit ohne Moralwert wird nicht getestet und gilt als bestanden.</translation>
    </message>
    <message>
        <source>A disordered unit that fails a morale check routs, and a routed one stays routed and retreats again; disordered infantry takes column, or general order in woods and built-up terrain; artillery that fails disorders in its formation.</source>
        <translation>Eine ungeordnete Einheit, die einen Moraltest nicht besteht, flieht, und eine fliehende bleibt auf der Flucht und zieht sich erneut zurück; ungeordnete Infanterie nimmt Kolonne ein, in Wald und bebautem Gelände allgemeine Ordnung; Artillerie, die nicht besteht, wird in ihrer Formation ungeordnet.</translation>
    </message>
    <message>
        <source>A retreat never enters a hex next to an enemy unit (behind enemy lines), goes as far as it can when it is stopped short, pays the Heilsberg 1807 terrain costs, and of equal paths takes the first in a fixed order of directions.</source>
        <translation>Ein Rückzug betritt nie ein Hexfeld neben einer feindlichen Einheit (hinter feindlichen Linien), geht so weit er kann, wenn er vorzeitig aufgehalten wird, zahlt die Geländekosten aus Heilsberg 1807 und nimmt unter gleichwertigen Wegen den ersten in einer festen Reihenfolge der Richtungen.</translation>
    </message>
    <message>
        <source>In Morale Recovery a routed unit within %1 hexes of an enemy keeps routing and retreats %2 hexes again; farther away a pass rallies it to disordered and a fail sends it %2 hexes on, towards woods or built-up terrain.</source>
        <translation>In der Moralerholung bleibt eine fliehende Einheit innerhalb von %1 Hexfeldern eines Feindes auf der Flucht und zieht sich erneut %2 Hexfelder zurück; weiter entfernt sammelt ein Bestehen sie zu ungeordnet, und ein Misslingen schickt sie %2 Hexfelder weiter, auf Wald oder bebautes Gelände zu.</translation>
    </message>
    <message>
        <source>Melee values shrink with the increments lost and are rounded down once, after their multipliers; the defenders&apos; losses come off the top infantry first; after DD, DR, DS, an elimination or the defenders&apos; failed checks the first attacker advances.</source>
        <translation>Nahkampfwerte sinken mit den verlorenen Stufen und werden einmal abgerundet, nach ihren Multiplikatoren; die Verluste der Verteidiger gehen zuerst von der obersten Infanterie ab; nach DD, DR, DS, einer Ausschaltung oder misslungenen Tests der Verteidiger rückt der erste Angreifer vor.</translation>
    </message>
    <message>
        <source>Half the movement allowance is rounded down; horse artillery is artillery whose troop is &quot;horse&quot;; a routed unit does not retreat before melee; one attacker may follow a defender marked Retreated (more than one hex) one hex, keeping its facing, and assault it again; the hex it fired at does not bind it.</source>
        <translation>Die halbe Bewegungsweite wird abgerundet; reitende Artillerie ist Artillerie mit der Truppe &quot;horse&quot;; eine fliehende Einheit weicht nicht vor dem Nahkampf zurück; ein Angreifer darf einem als zurückgewichen markierten Verteidiger (mehr als ein Hexfeld) ein Hexfeld folgen, behält seine Ausrichtung und greift ihn erneut an; das Hexfeld, auf das er gefeuert hat, bindet ihn nicht.</translation>
    </message>
    <message>
        <source>The melee chart and the pre-melee modifiers of the increment ratio are placeholders, not the published charts.</source>
        <translation>Die Nahkampftabelle und die Vor-Nahkampf-Modifikatoren des Stufenverhältnisses sind Platzhalter, nicht die veröffentlichten Tabellen.</translation>
    </message>
    <message>
        <source>%1 may be fired at again</source>
        <translation>auf %1 darf wieder gefeuert werden</translation>
    </message>
    <message>
        <source>no unit has fired this fire segment</source>
        <translation>keine Einheit hat in diesem Feuerabschnitt gefeuert</translation>
    </message>
    <message>
        <source>the units that fired may fire again</source>
        <translation>die Einheiten, die gefeuert haben, dürfen wieder feuern</translation>
    </message>
    <message>
        <source>the opportunity fire not made at %1 is lost</source>
        <translation>das nicht abgegebene Gelegenheitsfeuer auf %1 verfällt</translation>
    </message>
    <message>
        <source>no unit fired or sat out the move</source>
        <translation>keine Einheit hat gefeuert oder die Bewegung ausgesetzt</translation>
    </message>
    <message>
        <source>the units that made opportunity fire may fire again; units that retreated before a melee may move in their next Movement segment</source>
        <translation>die Einheiten, die Gelegenheitsfeuer abgegeben haben, dürfen wieder feuern; Einheiten, die vor einem Nahkampf zurückgewichen sind, dürfen sich in ihrem nächsten Bewegungsabschnitt bewegen</translation>
    </message>
    <message>
        <source>%1 rested a full turn without moving and is fresh again</source>
        <translation>%1 hat einen ganzen Zug ohne Bewegung geruht und ist wieder frisch</translation>
    </message>
    <message>
        <source>%1 minutes pass</source>
        <translation>%1 Minuten vergehen</translation>
    </message>
    <message>
        <source>a turn is twenty minutes of clock time</source>
        <translation>ein Zug dauert zwanzig Minuten Uhrzeit</translation>
    </message>
    <message>
        <source>%1 is at morale level %2</source>
        <translation>%1 ist auf Moralstufe %2</translation>
    </message>
    <message>
        <source>the enemy lost %1 increments and the %2 side %3</source>
        <translation>der Feind hat %1 Stufen verloren und die Seite %2 %3</translation>
    </message>
    <message>
        <source>%1 decisive victory</source>
        <translation>Entscheidender Sieg: %1</translation>
    </message>
    <message>
        <source>The %1 side reaches a decisive victory: %2.</source>
        <translation>Die Seite %1 erreicht einen entscheidenden Sieg: %2.</translation>
    </message>
    <message>
        <source>%1 tactical victory</source>
        <translation>Taktischer Sieg: %1</translation>
    </message>
    <message>
        <source>The %1 side reaches a tactical victory: %2.</source>
        <translation>Die Seite %1 erreicht einen taktischen Sieg: %2.</translation>
    </message>
    <message>
        <source>%1 marginal victory</source>
        <translation>Knapper Sieg: %1</translation>
    </message>
    <message>
        <source>The %1 side reaches a marginal victory: %2.</source>
        <translation>Die Seite %1 erreicht einen knappen Sieg: %2.</translation>
    </message>
    <message>
        <source>Both sides reach a decisive victory: %1; %2.</source>
        <translation>Beide Seiten erreichen einen entscheidenden Sieg: %1; %2.</translation>
    </message>
    <message>
        <source>Both sides reach a tactical victory: %1; %2.</source>
        <translation>Beide Seiten erreichen einen taktischen Sieg: %1; %2.</translation>
    </message>
    <message>
        <source>Both sides reach a marginal victory: %1; %2.</source>
        <translation>Beide Seiten erreichen einen knappen Sieg: %1; %2.</translation>
    </message>
    <message>
        <source>No side reached a victory level of the scenario.</source>
        <translation>Keine Seite hat eine Siegstufe des Szenarios erreicht.</translation>
    </message>
    <message>
        <source>%1 is already in there.</source>
        <translation>%1 ist bereits dort.</translation>
    </message>
    <message>
        <source>That hex is not on the map.</source>
        <translation>Dieses Hexfeld liegt nicht auf der Karte.</translation>
    </message>
    <message>
        <source>%1 is already in %2.</source>
        <translation>%1 steht bereits in %2.</translation>
    </message>
    <message>
        <source>%1 cannot end its move in %2.</source>
        <translation>%1 kann seine Bewegung nicht in %2 beenden.</translation>
    </message>
    <message>
        <source>Getting to %1 takes %2; %3 has %4 left.</source>
        <translation>Der Weg nach %1 kostet %2; %3 hat noch %4.</translation>
    </message>
    <message>
        <source>No way leads %1 to %2.</source>
        <translation>Kein Weg führt %1 nach %2.</translation>
    </message>
    <message>
        <source>A move is made by one unit.</source>
        <translation>Eine Bewegung macht eine einzelne Einheit.</translation>
    </message>
    <message>
        <source>%1 is off the map.</source>
        <translation>%1 ist nicht mehr auf der Karte.</translation>
    </message>
    <message>
        <source>Pick the hex on the map %1 moves to.</source>
        <translation>Wählen Sie das Hexfeld auf der Karte, in das %1 zieht.</translation>
    </message>
    <message>
        <source>Movement allowance</source>
        <translation>Bewegungsweite</translation>
    </message>
    <message>
        <source>Spent earlier this phase</source>
        <translation>Früher in dieser Phase verbraucht</translation>
    </message>
    <message>
        <source>The path does not end in the hex the move goes to.</source>
        <translation>Der Weg endet nicht in dem Hexfeld, in das die Bewegung führt.</translation>
    </message>
    <message>
        <source>Each hex of the path must be next to the one before it.</source>
        <translation>Jedes Hexfeld des Weges muss an das vorige angrenzen.</translation>
    </message>
    <message>
        <source>%1 cannot enter %2.</source>
        <translation>%1 kann %2 nicht betreten.</translation>
    </message>
    <message>
        <source>This way %1 would have spent %2 on entering %3; it has %4 left.</source>
        <translation>Auf diesem Weg hätte %1 beim Betreten von %3 %2 verbraucht; es bleiben nur %4.</translation>
    </message>
    <message>
        <source>%1 must stop in %2.</source>
        <translation>%1 muss in %2 anhalten.</translation>
    </message>
    <message>
        <source>Enter %1</source>
        <translation>%1 betreten</translation>
    </message>
    <message>
        <source>Enter %1: %2</source>
        <translation>%1 betreten: %2</translation>
    </message>
    <message>
        <source>hex %1</source>
        <translation>Hexfeld %1</translation>
    </message>
    <message>
        <source>%1 spent on reaching %2.</source>
        <translation>%1 verbraucht, um %2 zu erreichen.</translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation>%1 übrig</translation>
    </message>
    <message>
        <source>%1 costs what HexFire assumes.</source>
        <translation>%1 kostet, was HexFire annimmt.</translation>
    </message>
    <message>
        <source>along %1 hex</source>
        <translation>über %1 Hexfeld</translation>
    </message>
    <message>
        <source>along %1 hexes</source>
        <translation>über %1 Hexfelder</translation>
    </message>
    <message>
        <source>%1 moves to %2</source>
        <translation>%1 zieht nach %2</translation>
    </message>
    <message>
        <source>%1: %2 is not a whole number: expected %3</source>
        <translation>%1: %2 ist keine ganze Zahl: erwartet wird %3</translation>
    </message>
    <message>
        <source>%1: %2 is out of range: expected %3</source>
        <translation>%1: %2 liegt außerhalb des Bereichs: erwartet wird %3</translation>
    </message>
    <message>
        <source>%1: %2 is not yes or no: expected %3 (or true/false, on/off, 1/0)</source>
        <translation>%1: %2 ist weder ja noch nein: erwartet wird %3 (oder true/false, on/off, 1/0)</translation>
    </message>
    <message>
        <source>%1: unknown value %2%3: expected %4</source>
        <translation>%1: unbekannter Wert %2%3: erwartet wird %4</translation>
    </message>
    <message>
        <source>%1: unknown unit %2%3: expected %4</source>
        <translation>%1: unbekannte Einheit %2%3: erwartet wird %4</translation>
    </message>
    <message>
        <source>%1 names units, which are not typed in here</source>
        <translation>%1 nennt Einheiten, die hier nicht eingetippt werden</translation>
    </message>
    <message>
        <source>%1 is a hex, which is not typed in here</source>
        <translation>%1 ist ein Hexfeld, das hier nicht eingetippt wird</translation>
    </message>
    <message>
        <source>%1 is a list of hexes, which are not typed in here</source>
        <translation>%1 ist eine Liste von Hexfeldern, die hier nicht eingetippt werden</translation>
    </message>
    <message>
        <source>a whole number %1</source>
        <translation>eine ganze Zahl %1</translation>
    </message>
    <message>
        <source>yes or no</source>
        <translation>ja oder nein</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>eines von %1</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>a hex label</source>
        <translation>eine Hexfeld-Bezeichnung</translation>
    </message>
    <message>
        <source>a unit id</source>
        <translation>eine Einheiten-ID</translation>
    </message>
    <message>
        <source>unit ids separated by commas</source>
        <translation>Einheiten-IDs, durch Kommas getrennt</translation>
    </message>
    <message>
        <source>hex labels separated by spaces</source>
        <translation>Hexfeld-Bezeichnungen, durch Leerzeichen getrennt</translation>
    </message>
    <message>
        <source>a value</source>
        <translation>ein Wert</translation>
    </message>
    <message>
        <source>%1 has a type HexFire cannot read from text</source>
        <translation>%1 hat einen Typ, den HexFire nicht aus Text lesen kann</translation>
    </message>
    <message>
        <source>turn %1, %2</source>
        <translation>Zug %1, %2</translation>
    </message>
    <message>
        <source>turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>%1, %2 at %3</source>
        <translation>%1, %2 in %3</translation>
    </message>
    <message>
        <source>movement point</source>
        <translation>Bewegungspunkt</translation>
    </message>
    <message>
        <source>movement points</source>
        <translation>Bewegungspunkte</translation>
    </message>
    <message>
        <source>Each side scores the points of the objectives it holds when the game ends.</source>
        <translation>Jede Seite erhält bei Spielende die Punkte der Ziele, die sie hält.</translation>
    </message>
    <message>
        <source>Each side scores points for every strength point the enemy lost.</source>
        <translation>Jede Seite erhält Punkte für jeden Stärkepunkt, den der Gegner verloren hat.</translation>
    </message>
    <message>
        <source>A side with no unit left on the map loses at once.</source>
        <translation>Eine Seite ohne Einheit auf der Karte verliert sofort.</translation>
    </message>
    <message>
        <source>The game ends: the time limit (%1 minutes, %2) is reached.</source>
        <translation>Das Spiel endet: Das Zeitlimit (%1 Minuten, %2) ist erreicht.</translation>
    </message>
    <message>
        <source>The game ends: the time limit (%1 minutes) is reached.</source>
        <translation>Das Spiel endet: Das Zeitlimit (%1 Minuten) ist erreicht.</translation>
    </message>
    <message>
        <source>The game ends.</source>
        <translation>Das Spiel endet.</translation>
    </message>
    <message>
        <source>%1 of the %2 player turn</source>
        <translation>%1 des Spielerzugs der Seite %2</translation>
    </message>
    <message>
        <source>%1 %2, %3</source>
        <translation>%1 %2, %3</translation>
    </message>
    <message>
        <source>%1 %2 (%3), %4</source>
        <translation>%1 %2 (%3), %4</translation>
    </message>
    <message>
        <source>%1: the %2 side acts.</source>
        <translation>%1: Die Seite %2 handelt.</translation>
    </message>
    <message>
        <source>%1: both sides act.</source>
        <translation>%1: Beide Seiten handeln.</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>Als Nächstes: %1</translation>
    </message>
    <message>
        <source>the sequence of play</source>
        <translation>der Spielablauf</translation>
    </message>
    <message>
        <source>Next, unless the time limit (%1 minutes) is reached: %2</source>
        <translation>Als Nächstes, sofern das Zeitlimit (%1 Minuten) nicht erreicht ist: %2</translation>
    </message>
    <message>
        <source>%1 phase</source>
        <translation>Phase %1</translation>
    </message>
    <message>
        <source>%1, %2 of %3 minutes</source>
        <translation>%1, %2 von %3 Minuten</translation>
    </message>
    <message>
        <source>%1 of %2 min</source>
        <translation>%1 von %2 Min.</translation>
    </message>
    <message>
        <source>%1 of %2 minutes</source>
        <translation>%1 von %2 Minuten</translation>
    </message>
    <message>
        <source>%1 min gone</source>
        <translation>%1 Min. vergangen</translation>
    </message>
    <message>
        <source>%1 minute gone</source>
        <translation>%1 Minute vergangen</translation>
    </message>
    <message>
        <source>%1 minutes gone</source>
        <translation>%1 Minuten vergangen</translation>
    </message>
    <message>
        <source>%1 %2 of %3</source>
        <translation>%1 %2 von %3</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spiel zu Ende</translation>
    </message>
    <message>
        <source>%1 side to act</source>
        <translation>Seite %1 ist am Zug</translation>
    </message>
    <message>
        <source>both sides act</source>
        <translation>beide Seiten handeln</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>Spiel beenden</translation>
    </message>
    <message>
        <source>End %1 %2</source>
        <translation>%1 %2 beenden</translation>
    </message>
    <message>
        <source>End %1</source>
        <translation>%1 beenden</translation>
    </message>
    <message>
        <source>The unit&apos;s activation is over; the other side acts next.</source>
        <translation>Die Aktivierung der Einheit ist vorbei; als Nächstes handelt die andere Seite.</translation>
    </message>
    <message>
        <source>The game is over: %1.</source>
        <translation>Das Spiel ist zu Ende: %1.</translation>
    </message>
    <message>
        <source>%1 is not allowed in the %2.</source>
        <translation>%1 ist in der %2 nicht erlaubt.</translation>
    </message>
    <message>
        <source>Nobody acts in the %1: end it to go on.</source>
        <translation>In der %1 handelt niemand: Beenden Sie sie, um weiterzuspielen.</translation>
    </message>
    <message>
        <source>It is the %1 side&apos;s turn to act in the %2.</source>
        <translation>In der %2 ist die Seite %1 am Zug.</translation>
    </message>
    <message>
        <source>%1 is a reply the other side makes in the %2.</source>
        <translation>%1 ist eine Antwort, die die andere Seite in der %2 gibt.</translation>
    </message>
    <message>
        <source>%1&apos;s activation is in progress: end it first.</source>
        <translation>Die Aktivierung von %1 läuft: Beenden Sie sie zuerst.</translation>
    </message>
    <message>
        <source>%1 has no sequence of play in HexFire yet: its phase steps are among its actions.</source>
        <translation>%1 hat in HexFire noch keinen Spielablauf: Seine Phasenschritte stehen unter seinen Aktionen.</translation>
    </message>
    <message>
        <source>The game stands in no phase of the sequence of play.</source>
        <translation>Das Spiel steht in keiner Phase des Spielablaufs.</translation>
    </message>
    <message>
        <source>End of the %1</source>
        <translation>Ende der %1</translation>
    </message>
    <message>
        <source>%1: nothing to do, %2</source>
        <translation>%1: nichts zu tun, %2</translation>
    </message>
    <message>
        <source>The sides do not take turns in the %1.</source>
        <translation>In der %1 wechseln sich die Seiten nicht ab.</translation>
    </message>
    <message>
        <source>The sides do not take turns in this game.</source>
        <translation>In diesem Spiel wechseln sich die Seiten nicht ab.</translation>
    </message>
    <message>
        <source>End of the %1 side&apos;s activation</source>
        <translation>Ende der Aktivierung der Seite %1</translation>
    </message>
    <message>
        <source>End of this side&apos;s activation</source>
        <translation>Ende der Aktivierung dieser Seite</translation>
    </message>
    <message>
        <source>%1: the %2 side hands over</source>
        <translation>%1: Die Seite %2 gibt ab</translation>
    </message>
    <message>
        <source>%1: this side hands over</source>
        <translation>%1: Diese Seite gibt ab</translation>
    </message>
    <message>
        <source>Cover for a figure behind it when the line of fire crosses it.</source>
        <translation>Deckung für eine Figur dahinter, wenn die Feuerlinie sie kreuzt.</translation>
    </message>
    <message>
        <source>Sandbox table (24 x 20)</source>
        <translation>Sandkastentisch (24 x 20)</translation>
    </message>
    <message>
        <source>The size of HexFire&apos;s skirmish sandbox.</source>
        <translation>Die Größe von HexFires Skirmish-Sandkasten.</translation>
    </message>
    <message>
        <source>Tutorial table (14 x 10)</source>
        <translation>Tutorialtisch (14 x 10)</translation>
    </message>
    <message>
        <source>The size of the bundled skirmish tutorial.</source>
        <translation>Die Größe des mitgelieferten Skirmish-Tutorials.</translation>
    </message>
    <message>
        <source>The team or section the figure belongs to.</source>
        <translation>Der Trupp oder die Gruppe, zu der die Figur gehört.</translation>
    </message>
    <message>
        <source>The figure&apos;s training, which sets its To-Hit number.</source>
        <translation>Die Ausbildung der Figur, die ihren Trefferwert bestimmt.</translation>
    </message>
    <message>
        <source>The weapon the figure carries, from the weapons table.</source>
        <translation>Die Waffe, die die Figur trägt, aus der Waffentabelle.</translation>
    </message>
    <message>
        <source>in hard cover (%1)</source>
        <translation>in harter Deckung (%1)</translation>
    </message>
    <message>
        <source>in soft cover (%1)</source>
        <translation>in weicher Deckung (%1)</translation>
    </message>
    <message>
        <source>behind hard cover (%1)</source>
        <translation>hinter harter Deckung (%1)</translation>
    </message>
    <message>
        <source>behind soft cover (%1)</source>
        <translation>hinter weicher Deckung (%1)</translation>
    </message>
    <message>
        <source>in a prepared position</source>
        <translation>in einer vorbereiteten Stellung</translation>
    </message>
    <message>
        <source>moving into or out of sight</source>
        <translation>bewegt sich in Sicht hinein oder hinaus</translation>
    </message>
    <message>
        <source>%1 has no weapon</source>
        <translation>%1 hat keine Waffe</translation>
    </message>
    <message>
        <source>%1 is down, out of action: a figure down does not fire</source>
        <translation>%1 ist am Boden, außer Gefecht: eine Figur am Boden feuert nicht</translation>
    </message>
    <message>
        <source>%1 spends its first round in the prepared position without firing</source>
        <translation>%1 verbringt seine erste Runde in der vorbereiteten Stellung, ohne zu feuern</translation>
    </message>
    <message>
        <source>the %1 of %2 must be braced before it fires</source>
        <translation>%1 von %2 muss vor dem Feuern aufgelegt sein</translation>
    </message>
    <message>
        <source>%1 cannot see %2</source>
        <translation>%1 kann %2 nicht sehen</translation>
    </message>
    <message>
        <source>%1 cannot see any figure of the target team</source>
        <translation>%1 kann keine Figur des Zieltrupps sehen</translation>
    </message>
    <message>
        <source>%1 cannot fire outside the 90 degree arc of its prepared position</source>
        <translation>%1 kann nicht außerhalb des 90-Grad-Schussfelds seiner vorbereiteten Stellung feuern</translation>
    </message>
    <message>
        <source>Elite troops</source>
        <translation>Elitetruppen</translation>
    </message>
    <message>
        <source>moved half its move or more</source>
        <translation>hat sich die Hälfte seiner Bewegung oder mehr bewegt</translation>
    </message>
    <message>
        <source>moved up to half its move</source>
        <translation>hat sich bis zur Hälfte seiner Bewegung bewegt</translation>
    </message>
    <message>
        <source>prone firer</source>
        <translation>Schütze liegend</translation>
    </message>
    <message>
        <source>braced weapon</source>
        <translation>Waffe aufgelegt</translation>
    </message>
    <message>
        <source>target group is unaware</source>
        <translation>Zielgruppe ist ahnungslos</translation>
    </message>
    <message>
        <source>firing from a prepared position</source>
        <translation>feuert aus einer vorbereiteten Stellung</translation>
    </message>
    <message>
        <source>not under fire</source>
        <translation>nicht unter Beschuss</translation>
    </message>
    <message>
        <source>received a light wound</source>
        <translation>leicht verwundet</translation>
    </message>
    <message>
        <source>direct fire</source>
        <translation>direktes Feuer</translation>
    </message>
    <message>
        <source>return fire</source>
        <translation>erwidertes Feuer</translation>
    </message>
    <message>
        <source>panic fire</source>
        <translation>Panikfeuer</translation>
    </message>
    <message>
        <source>close range, %1 inches: %2 close factor</source>
        <translation>Nahbereich, %1 Zoll: Nahbereichsfaktor %2</translation>
    </message>
    <message>
        <source>%1 inches is beyond twice the %2&apos;s effective %3 inches: no hit is possible</source>
        <translation>%1 Zoll liegen jenseits der doppelten effektiven Reichweite von %2 (%3 Zoll): kein Treffer möglich</translation>
    </message>
    <message>
        <source>no hit</source>
        <translation>kein Treffer</translation>
    </message>
    <message>
        <source>extreme range, %1 inches (effective %2)</source>
        <translation>extreme Reichweite, %1 Zoll (effektiv %2)</translation>
    </message>
    <message>
        <source>target %1</source>
        <translation>Ziel %1</translation>
    </message>
    <message>
        <source>one specific figure, %1</source>
        <translation>eine bestimmte Figur, %1</translation>
    </message>
    <message>
        <source>target moved more than half its move in sight</source>
        <translation>Ziel hat sich mehr als die Hälfte seiner Bewegung in Sicht bewegt</translation>
    </message>
    <message>
        <source>prone target</source>
        <translation>Ziel liegend</translation>
    </message>
    <message>
        <source>target %1: only the best cover counts</source>
        <translation>Ziel %1: nur die beste Deckung zählt</translation>
    </message>
    <message>
        <source>%1, hits on %2 or more with two dice %3 (autofire: one more hit per point over)</source>
        <translation>%1, trifft mit zwei Würfeln %3 bei %2 oder mehr (Dauerfeuer: ein weiterer Treffer je Punkt darüber)</translation>
    </message>
    <message>
        <source>%1, hits on %2 or more with two dice %3</source>
        <translation>%1, trifft mit zwei Würfeln %3 bei %2 oder mehr</translation>
    </message>
    <message>
        <source>rally test of %1, first die</source>
        <translation>Sammeltest von %1, erster Würfel</translation>
    </message>
    <message>
        <source>morale test of %1, first die</source>
        <translation>Moraltest von %1, erster Würfel</translation>
    </message>
    <message>
        <source>rally test of %1, second die</source>
        <translation>Sammeltest von %1, zweiter Würfel</translation>
    </message>
    <message>
        <source>morale test of %1, second die</source>
        <translation>Moraltest von %1, zweiter Würfel</translation>
    </message>
    <message>
        <source>%1 rallies</source>
        <translation>%1 sammelt sich</translation>
    </message>
    <message>
        <source>%1 holds</source>
        <translation>%1 hält stand</translation>
    </message>
    <message>
        <source>%1 fails again while broken: it is removed</source>
        <translation>%1 scheitert erneut, während er gebrochen ist: er wird entfernt</translation>
    </message>
    <message>
        <source>%1 breaks: it falls back and may only panic fire until it rallies</source>
        <translation>%1 bricht: er weicht zurück und darf nur Panikfeuer abgeben, bis er sich sammelt</translation>
    </message>
    <message>
        <source>rally test of %1: %2 and %3 %4 = %5 against %6; %7</source>
        <translation>Sammeltest von %1: %2 und %3 %4 = %5 gegen %6; %7</translation>
    </message>
    <message>
        <source>morale test of %1: %2 and %3 %4 = %5 against %6; %7</source>
        <translation>Moraltest von %1: %2 und %3 %4 = %5 gegen %6; %7</translation>
    </message>
    <message>
        <source>broken, failed again</source>
        <translation>gebrochen, erneut gescheitert</translation>
    </message>
    <message>
        <source>At the end of a round a team that lost a figure and has half or more down or killed tests its morale like a reaction; failing breaks it (it falls back, panic fire only, until it rallies), and a broken team that fails again is removed.</source>
        <translation>Am Ende einer Runde testet ein Trupp, der eine Figur verloren hat und von dem die Hälfte oder mehr am Boden oder getötet ist, seine Moral wie eine Reaktion; misslingt der Test, bricht er (er weicht zurück, nur Panikfeuer, bis er sich sammelt), und ein gebrochener Trupp, der erneut scheitert, wird entfernt.</translation>
    </message>
    <message>
        <source>%1 is down: out of action, it does not move.</source>
        <translation>%1 ist am Boden: außer Gefecht, bewegt sich nicht.</translation>
    </message>
    <message>
        <source>%1 has run this round: it moves no further.</source>
        <translation>%1 ist in dieser Runde gelaufen: bewegt sich nicht weiter.</translation>
    </message>
    <message>
        <source>Prone: crawls %1 inches</source>
        <translation>Liegend: kriecht %1 Zoll</translation>
    </message>
    <message>
        <source>Lightly wounded: half a walk, %1 inches, no running</source>
        <translation>Leicht verwundet: halber Marsch, %1 Zoll, kein Laufen</translation>
    </message>
    <message>
        <source>Walks %1 inches (it has fired: no running this round)</source>
        <translation>Geht %1 Zoll (hat gefeuert: kein Laufen in dieser Runde)</translation>
    </message>
    <message>
        <source>Walks %1 inches or runs %2 (a run: no fire this round)</source>
        <translation>Geht %1 Zoll oder läuft %2 (Laufen: kein Feuer in dieser Runde)</translation>
    </message>
    <message>
        <source>%1 holds %2: %3 cannot move into a hex an enemy figure holds.</source>
        <translation>%1 hält %2: %3 kann kein Hexfeld betreten, das eine feindliche Figur hält.</translation>
    </message>
    <message>
        <source>%1, rough ground, across a %2 (twice the inches)</source>
        <translation>%1, schwieriges Gelände, über %2 (doppelte Zoll)</translation>
    </message>
    <message>
        <source>%1, rough ground (twice the inches)</source>
        <translation>%1, schwieriges Gelände (doppelte Zoll)</translation>
    </message>
    <message>
        <source>%1, across a %2 (twice the inches)</source>
        <translation>%1, über %2 (doppelte Zoll)</translation>
    </message>
    <message>
        <source>%1 tests its morale as %2: %3 or more on two dice</source>
        <translation>%1 testet seine Moral als %2: %3 oder mehr mit zwei Würfeln</translation>
    </message>
    <message>
        <source>%1 tests its reaction as %2: %3 or more on two dice</source>
        <translation>%1 testet seine Reaktion als %2: %3 oder mehr mit zwei Würfeln</translation>
    </message>
    <message>
        <source>elite troops</source>
        <translation>Elitetruppen</translation>
    </message>
    <message>
        <source>%1 is in hard cover or a prepared position</source>
        <translation>%1 ist in harter Deckung oder einer vorbereiteten Stellung</translation>
    </message>
    <message>
        <source>%1 was unaware of the enemy</source>
        <translation>%1 hatte den Feind nicht bemerkt</translation>
    </message>
    <message>
        <source>its leader, %1, is killed</source>
        <translation>sein Führer, %1, ist getötet</translation>
    </message>
    <message>
        <source>its leader, %1, is down</source>
        <translation>sein Führer, %1, ist am Boden</translation>
    </message>
    <message>
        <source>Reaction of %1</source>
        <translation>Reaktion von %1</translation>
    </message>
    <message>
        <source>pinned</source>
        <translation>niedergehalten</translation>
    </message>
    <message>
        <source>%1 passes: it may return fire at once, take cover or carry on</source>
        <translation>%1 besteht: darf sofort das Feuer erwidern, in Deckung gehen oder weitermachen</translation>
    </message>
    <message>
        <source>%1 fails: it takes cover or panic fires at once</source>
        <translation>%1 scheitert: geht sofort in Deckung oder gibt Panikfeuer ab</translation>
    </message>
    <message>
        <source>%1 is pinned: it stays down and may only panic fire until the end of the next round</source>
        <translation>%1 ist niedergehalten: bleibt unten und darf bis zum Ende der nächsten Runde nur Panikfeuer abgeben</translation>
    </message>
    <message>
        <source>After every attack the target team tests its reaction: two dice plus modifiers against its quality number; a pass lets it return fire, a failure by 1 to 3 makes it take cover or panic fire, and a failure by 4 or more or a natural 2 pins it.</source>
        <translation>Nach jedem Angriff testet der Zieltrupp seine Reaktion: zwei Würfel plus Modifikatoren gegen seinen Qualitätswert; bestanden darf er das Feuer erwidern, ein Scheitern um 1 bis 3 lässt ihn in Deckung gehen oder Panikfeuer abgeben, und ein Scheitern um 4 oder mehr oder eine natürliche 2 hält ihn nieder.</translation>
    </message>
    <message>
        <source>Each side rolls two dice: the higher activates the first team of the round; a tie is rolled again.</source>
        <translation>Jede Seite würfelt mit zwei Würfeln: die höhere aktiviert den ersten Trupp der Runde; bei Gleichstand wird neu gewürfelt.</translation>
    </message>
    <message>
        <source>The sides take turns activating one team each, the initiative side first: its figures move (a walk, a run or a crawl), fire, brace, change posture or take up a prepared position. Every team acts once a round; a side with no team left passes, and the other side activates the rest of its teams. A team that has not acted may interrupt an enemy move by firing at the figure that moved, which spends its activation.</source>
        <translation>Die Seiten aktivieren abwechselnd je einen Trupp, die Seite mit der Initiative zuerst: seine Figuren bewegen sich (gehen, laufen oder kriechen), feuern, legen auf, ändern ihre Haltung oder beziehen eine vorbereitete Stellung. Jeder Trupp handelt einmal pro Runde; eine Seite ohne verbleibenden Trupp passt, und die andere Seite aktiviert ihre übrigen Trupps. Ein Trupp, der noch nicht gehandelt hat, darf eine feindliche Bewegung unterbrechen, indem er auf die Figur feuert, die sich bewegt hat; das verbraucht seine Aktivierung.</translation>
    </message>
    <message>
        <source>Ends the activation of the team that acted: the other side activates one of its teams next.</source>
        <translation>Beendet die Aktivierung des Trupps, der gehandelt hat: als Nächstes aktiviert die andere Seite einen ihrer Trupps.</translation>
    </message>
    <message>
        <source>Figures that stood still without firing brace their weapons, moves and fire are forgotten, being under fire ages by a round, and figures settling into a prepared position are ready.</source>
        <translation>Figuren, die stillstanden, ohne zu feuern, legen ihre Waffen auf, Bewegung und Feuer werden vergessen, Beschuss altert um eine Runde, und Figuren, die eine vorbereitete Stellung beziehen, sind bereit.</translation>
    </message>
    <message>
        <source>initiative: %1, first die</source>
        <translation>Initiative: %1, erster Würfel</translation>
    </message>
    <message>
        <source>initiative: %1, second die</source>
        <translation>Initiative: %1, zweiter Würfel</translation>
    </message>
    <message>
        <source>the %1 side rolls %2 and %3 = %4</source>
        <translation>die Seite %1 würfelt %2 und %3 = %4</translation>
    </message>
    <message>
        <source>initiative: %1</source>
        <translation>Initiative: %1</translation>
    </message>
    <message>
        <source>a tie, rolled again: %1</source>
        <translation>Gleichstand, neu gewürfelt: %1</translation>
    </message>
    <message>
        <source>%1 activates first</source>
        <translation>%1 aktiviert zuerst</translation>
    </message>
    <message>
        <source>the %1 side activates the first team of the round</source>
        <translation>die Seite %1 aktiviert den ersten Trupp der Runde</translation>
    </message>
    <message>
        <source>The %1 side activates first</source>
        <translation>Die Seite %1 aktiviert zuerst</translation>
    </message>
    <message>
        <source>%1 is activated</source>
        <translation>%1 ist aktiviert</translation>
    </message>
    <message>
        <source>this activates %1: its figures act until the activation ends, and it does not act again this round</source>
        <translation>dies aktiviert %1: seine Figuren handeln, bis die Aktivierung endet, und er handelt in dieser Runde nicht noch einmal</translation>
    </message>
    <message>
        <source>%1 fires out of turn at the figure that moved: that spends its activation for this round</source>
        <translation>%1 feuert außerhalb der Reihe auf die Figur, die sich bewegt hat: das verbraucht seine Aktivierung für diese Runde</translation>
    </message>
    <message>
        <source>Two sides roll for the initiative.</source>
        <translation>Zwei Seiten würfeln um die Initiative.</translation>
    </message>
    <message>
        <source>The %1 side</source>
        <translation>Die Seite %1</translation>
    </message>
    <message>
        <source>each side rolls two dice: the higher activates the first team of the round, and a tie is rolled again</source>
        <translation>jede Seite würfelt mit zwei Würfeln: die höhere aktiviert den ersten Trupp der Runde, und bei Gleichstand wird neu gewürfelt</translation>
    </message>
    <message>
        <source>A round: each side rolls two dice for the initiative (ties roll again), then the sides take turns activating one team each, every team once a round.</source>
        <translation>Eine Runde: Jede Seite würfelt mit zwei Würfeln um die Initiative (bei Gleichstand neu), dann aktivieren die Seiten abwechselnd je einen Trupp, jeden Trupp einmal pro Runde.</translation>
    </message>
    <message>
        <source>%1 is removed</source>
        <translation>%1 wird entfernt</translation>
    </message>
    <message>
        <source>%1 breaks</source>
        <translation>%1 bricht</translation>
    </message>
    <message>
        <source>No hit</source>
        <translation>Kein Treffer</translation>
    </message>
    <message>
        <source>1 hit</source>
        <translation>1 Treffer</translation>
    </message>
    <message>
        <source>%1 hits</source>
        <translation>%1 Treffer</translation>
    </message>
    <message>
        <source>The selected figures fire at the enemy team of the figure you point at: each figure that can see it rolls two dice plus its modifiers against its To-Hit number, and each hit rolls one die on the wound table.</source>
        <translation>Die gewählten Figuren feuern auf den feindlichen Trupp der Figur, auf die du zeigst: jede Figur, die ihn sehen kann, würfelt zwei Würfel plus ihre Modifikatoren gegen ihren Trefferwert, und jeder Treffer würfelt einen Würfel auf der Verwundungstabelle.</translation>
    </message>
    <message>
        <source>Direct fire +2, return fire -2, panic fire -3 (Table 3). In a round a team&apos;s fire in its own activation, or an interrupt, is direct fire; ordinary fire, adding nothing, is for free play.</source>
        <translation>Direktes Feuer +2, erwidertes Feuer -2, Panikfeuer -3 (Table 3). In einer Runde ist das Feuer eines Trupps in seiner eigenen Aktivierung oder bei einer Unterbrechung direktes Feuer; normales Feuer, das nichts addiert, ist für das freie Spiel.</translation>
    </message>
    <message>
        <source>Fire at the one figure pointed at (a leader, say): -3 (Table 3); only figures that can see it fire.</source>
        <translation>Auf die eine Figur feuern, auf die gezeigt wird (etwa einen Führer): -3 (Table 3); nur Figuren, die sie sehen können, feuern.</translation>
    </message>
    <message>
        <source>Ends the round: movement is forgotten, figures that stood still without firing brace their weapons, being under fire ages by a round, and figures settling into a prepared position are ready.</source>
        <translation>Beendet die Runde: Bewegung wird vergessen, Figuren, die stillstanden, ohne zu feuern, legen ihre Waffen auf, Beschuss altert um eine Runde, und Figuren, die eine vorbereitete Stellung beziehen, sind bereit.</translation>
    </message>
    <message>
        <source>Stand up or go prone; either loses a braced weapon&apos;s bonus.</source>
        <translation>Aufstehen oder hinlegen; beides kostet den Bonus einer aufgelegten Waffe.</translation>
    </message>
    <message>
        <source>How far the figure moved this round; moving loses bracing.</source>
        <translation>Wie weit sich die Figur in dieser Runde bewegt hat; Bewegung hebt das Auflegen auf.</translation>
    </message>
    <message>
        <source>How the figure moved in the enemy&apos;s sight this round.</source>
        <translation>Wie sich die Figur in dieser Runde in der Sicht des Feindes bewegt hat.</translation>
    </message>
    <message>
        <source>A figure that stood still without firing for a round is braced.</source>
        <translation>Eine Figur, die eine Runde lang stillstand, ohne zu feuern, hat aufgelegt.</translation>
    </message>
    <message>
        <source>Fire rolls each hit on the wound table; this order sets a wound by hand. A light wound costs the figure 2 when it fires; a figure down does not fire.</source>
        <translation>Beim Feuern wird jeder Treffer auf der Verwundungstabelle ausgewürfelt; dieser Befehl setzt eine Verwundung von Hand. Eine leichte Verwundung kostet die Figur 2, wenn sie feuert; eine Figur am Boden feuert nicht.</translation>
    </message>
    <message>
        <source>A figure that has not noticed the enemy is easier to hit.</source>
        <translation>Eine Figur, die den Feind nicht bemerkt hat, ist leichter zu treffen.</translation>
    </message>
    <message>
        <source>A foxhole, trench or pillbox: -4 to hit the figure, +2 to its fire, only within a 90 degree arc it faces.</source>
        <translation>Ein Schützenloch, Graben oder Bunker: -4, um die Figur zu treffen, +2 auf ihr Feuer, nur innerhalb eines 90-Grad-Schussfelds in ihrer Blickrichtung.</translation>
    </message>
    <message>
        <source>The selected figure moves, paying inches for each hex it enters: a walk of 6 inches, or a run of up to 12 that allows no fire this round; a prone figure crawls 2. How far it moved and whether the enemy saw it set its fire modifiers.</source>
        <translation>Die gewählte Figur bewegt sich und bezahlt Zoll für jedes Hexfeld, das sie betritt: ein Marsch von 6 Zoll oder ein Lauf von bis zu 12, der in dieser Runde kein Feuer erlaubt; eine liegende Figur kriecht 2. Wie weit sie sich bewegt hat und ob der Feind sie gesehen hat, bestimmt ihre Feuermodifikatoren.</translation>
    </message>
    <message>
        <source>The hexes entered in order; left out, the cheapest path.</source>
        <translation>Die betretenen Hexfelder der Reihe nach; weggelassen, der günstigste Weg.</translation>
    </message>
    <message>
        <source>Each side rolls two dice: the higher activates the first team of the round.</source>
        <translation>Jede Seite würfelt mit zwei Würfeln: die höhere aktiviert den ersten Trupp der Runde.</translation>
    </message>
    <message>
        <source>A broken team tests its morale again: it rallies on a pass, and is removed on a failure. The test is its activation.</source>
        <translation>Ein gebrochener Trupp testet seine Moral erneut: besteht er, sammelt er sich, scheitert er, wird er entfernt. Der Test ist seine Aktivierung.</translation>
    </message>
    <message>
        <source>The figure turns 30 degrees clockwise: the arc of its prepared position turns with it.</source>
        <translation>Die Figur dreht sich um 30 Grad im Uhrzeigersinn: das Schussfeld ihrer vorbereiteten Stellung dreht sich mit.</translation>
    </message>
    <message>
        <source>The figure turns 30 degrees counter-clockwise.</source>
        <translation>Die Figur dreht sich um 30 Grad gegen den Uhrzeigersinn.</translation>
    </message>
    <message>
        <source>Lying down: +1 to its fire, -1 to hit it.</source>
        <translation>Liegt: +1 auf ihr Feuer, -1, um sie zu treffen.</translation>
    </message>
    <message>
        <source>Weapon braced: +1 to its fire.</source>
        <translation>Waffe aufgelegt: +1 auf ihr Feuer.</translation>
    </message>
    <message>
        <source>-2 to its fire.</source>
        <translation>-2 auf ihr Feuer.</translation>
    </message>
    <message>
        <source>-2 to its fire this round.</source>
        <translation>-2 auf ihr Feuer in dieser Runde.</translation>
    </message>
    <message>
        <source>-4 to its fire this round.</source>
        <translation>-4 auf ihr Feuer in dieser Runde.</translation>
    </message>
    <message>
        <source>-2 to hit it (a cover modifier: only the best counts).</source>
        <translation>-2, um sie zu treffen (ein Deckungsmodifikator: nur der beste zählt).</translation>
    </message>
    <message>
        <source>Moved more than half its move in sight: +1 to hit it.</source>
        <translation>Hat sich mehr als die Hälfte ihrer Bewegung in Sicht bewegt: +1, um sie zu treffen.</translation>
    </message>
    <message>
        <source>Has not noticed the enemy: +2 to fire at it.</source>
        <translation>Hat den Feind nicht bemerkt: +2 beim Feuer auf sie.</translation>
    </message>
    <message>
        <source>Fired this round: it does not brace at the end of it.</source>
        <translation>Hat in dieser Runde gefeuert: legt an ihrem Ende nicht auf.</translation>
    </message>
    <message>
        <source>Its team was fired at this round: no +2 for firing while not under fire.</source>
        <translation>Auf ihren Trupp wurde in dieser Runde gefeuert: kein +2 für Feuer ohne Beschuss.</translation>
    </message>
    <message>
        <source>Its team was fired at last round: still no +2 this round.</source>
        <translation>Auf ihren Trupp wurde in der letzten Runde gefeuert: auch in dieser Runde kein +2.</translation>
    </message>
    <message>
        <source>First round in a prepared position: it does not fire.</source>
        <translation>Erste Runde in einer vorbereiteten Stellung: feuert nicht.</translation>
    </message>
    <message>
        <source>-4 to hit it, +2 to its fire, only within its 90 degree arc.</source>
        <translation>-4, um sie zu treffen, +2 auf ihr Feuer, nur innerhalb ihres 90-Grad-Schussfelds.</translation>
    </message>
    <message>
        <source>Out of action from a wound: it does not fire and counts as a loss; hit again, the wound table may kill it.</source>
        <translation>Durch eine Verwundung außer Gefecht: feuert nicht und zählt als Verlust; erneut getroffen, kann die Verwundungstabelle sie töten.</translation>
    </message>
    <message>
        <source>Passed its reaction test: it may return fire at once, take cover (go prone, or move half a walk or one hex into cover) or carry on.</source>
        <translation>Hat ihren Reaktionstest bestanden: darf sofort das Feuer erwidern, in Deckung gehen (sich hinlegen oder einen halben Marsch oder ein Hexfeld in Deckung gehen) oder weitermachen.</translation>
    </message>
    <message>
        <source>Failed its reaction test: it takes cover (go prone, or move half a walk or one hex into cover) or panic fires at once.</source>
        <translation>Ist am Reaktionstest gescheitert: geht sofort in Deckung (sich hinlegen oder einen halben Marsch oder ein Hexfeld in Deckung gehen) oder gibt Panikfeuer ab.</translation>
    </message>
    <message>
        <source>Pinned by fire: it stays down and may only panic fire until the end of the next round.</source>
        <translation>Durch Feuer niedergehalten: bleibt unten und darf bis zum Ende der nächsten Runde nur Panikfeuer abgeben.</translation>
    </message>
    <message>
        <source>Pinned this round: it stays pinned through the next.</source>
        <translation>In dieser Runde niedergehalten: bleibt auch die nächste Runde hindurch niedergehalten.</translation>
    </message>
    <message>
        <source>A figure of its team went down or was killed this round: the team may test its morale at the end of it.</source>
        <translation>Eine Figur ihres Trupps ging in dieser Runde zu Boden oder wurde getötet: der Trupp testet an ihrem Ende womöglich seine Moral.</translation>
    </message>
    <message>
        <source>Its team broke: it falls back and may only panic fire until it rallies.</source>
        <translation>Ihr Trupp ist gebrochen: er weicht zurück und darf nur Panikfeuer abgeben, bis er sich sammelt.</translation>
    </message>
    <message>
        <source>Its team has had its activation this round.</source>
        <translation>Ihr Trupp hatte in dieser Runde seine Aktivierung.</translation>
    </message>
    <message>
        <source>Ran this round: it does not fire or move again until the next round.</source>
        <translation>Ist in dieser Runde gelaufen: feuert und bewegt sich erst in der nächsten Runde wieder.</translation>
    </message>
    <message>
        <source>One figure&apos;s two dice against its To-Hit number.</source>
        <translation>Die zwei Würfel einer Figur gegen ihren Trefferwert.</translation>
    </message>
    <message>
        <source>The figure moves along its path.</source>
        <translation>Die Figur bewegt sich entlang ihres Wegs.</translation>
    </message>
    <message>
        <source>The target team&apos;s two dice against its quality.</source>
        <translation>Die zwei Würfel des Zieltrupps gegen seine Qualität.</translation>
    </message>
    <message>
        <source>A team that lost half its figures tests its morale.</source>
        <translation>Ein Trupp, der die Hälfte seiner Figuren verloren hat, testet seine Moral.</translation>
    </message>
    <message>
        <source>A broken team tests its morale again.</source>
        <translation>Ein gebrochener Trupp testet seine Moral erneut.</translation>
    </message>
    <message>
        <source>The team failed its morale test.</source>
        <translation>Der Trupp ist an seinem Moraltest gescheitert.</translation>
    </message>
    <message>
        <source>The broken team passed its rally test.</source>
        <translation>Der gebrochene Trupp hat seinen Sammeltest bestanden.</translation>
    </message>
    <message>
        <source>A broken team failed again and leaves the game.</source>
        <translation>Ein gebrochener Trupp ist erneut gescheitert und verlässt das Spiel.</translation>
    </message>
    <message>
        <source>A figure of the team went down or was killed.</source>
        <translation>Eine Figur des Trupps ging zu Boden oder wurde getötet.</translation>
    </message>
    <message>
        <source>What the reaction test leaves on the team.</source>
        <translation>Was der Reaktionstest beim Trupp hinterlässt.</translation>
    </message>
    <message>
        <source>How far the figure moved this round.</source>
        <translation>Wie weit sich die Figur in dieser Runde bewegt hat.</translation>
    </message>
    <message>
        <source>Standing up or going prone costs inches.</source>
        <translation>Aufstehen oder Hinlegen kostet Zoll.</translation>
    </message>
    <message>
        <source>The team has its activation this round.</source>
        <translation>Der Trupp hat in dieser Runde seine Aktivierung.</translation>
    </message>
    <message>
        <source>The side that activates first this round.</source>
        <translation>Die Seite, die in dieser Runde zuerst aktiviert.</translation>
    </message>
    <message>
        <source>The figure is hit.</source>
        <translation>Die Figur ist getroffen.</translation>
    </message>
    <message>
        <source>The figure fired this round.</source>
        <translation>Die Figur hat in dieser Runde gefeuert.</translation>
    </message>
    <message>
        <source>The team was fired at this round.</source>
        <translation>Auf den Trupp wurde in dieser Runde gefeuert.</translation>
    </message>
    <message>
        <source>Fired at, the team has noticed the enemy.</source>
        <translation>Beschossen hat der Trupp den Feind bemerkt.</translation>
    </message>
    <message>
        <source>A figure state set by an order.</source>
        <translation>Ein durch einen Befehl gesetzter Zustand einer Figur.</translation>
    </message>
    <message>
        <source>A state the end of the round changes.</source>
        <translation>Ein Zustand, den das Rundenende ändert.</translation>
    </message>
    <message>
        <source>The figure faces another way.</source>
        <translation>Die Figur blickt in eine andere Richtung.</translation>
    </message>
    <message>
        <source>One die on the wound table for a hit on the figure.</source>
        <translation>Ein Würfel auf der Verwundungstabelle für einen Treffer auf die Figur.</translation>
    </message>
    <message>
        <source>The wound table gives the figure a light wound.</source>
        <translation>Die Verwundungstabelle gibt der Figur eine leichte Verwundung.</translation>
    </message>
    <message>
        <source>The figure is down, out of action: a loss, still on the map.</source>
        <translation>Die Figur ist am Boden, außer Gefecht: ein Verlust, noch auf der Karte.</translation>
    </message>
    <message>
        <source>The figure is killed and removed from the map.</source>
        <translation>Die Figur ist getötet und wird von der Karte entfernt.</translation>
    </message>
    <message>
        <source>One soldier with a weapon, in a team.</source>
        <translation>Ein Soldat mit einer Waffe, in einem Trupp.</translation>
    </message>
    <message>
        <source>To-Hit number (%1)</source>
        <translation>Trefferwert (%1)</translation>
    </message>
    <message>
        <source>Weapon: %1</source>
        <translation>Waffe: %1</translation>
    </message>
    <message>
        <source>The figures that fire and are fired at together.</source>
        <translation>Die Figuren, die gemeinsam feuern und gemeinsam beschossen werden.</translation>
    </message>
    <message>
        <source>%1, hits on %2 or more</source>
        <translation>%1, trifft bei %2 oder mehr</translation>
    </message>
    <message>
        <source>Its To-Hit number on two dice, before modifiers.</source>
        <translation>Sein Trefferwert mit zwei Würfeln, vor Modifikatoren.</translation>
    </message>
    <message>
        <source>Leads %1</source>
        <translation>Führt %1</translation>
    </message>
    <message>
        <source>While it fights its team tests normally; once it is down or killed the team tests at -1, and it helps a broken team within 6 inches rally (+1). Assumed.</source>
        <translation>Solange er kämpft, testet sein Trupp normal; ist er am Boden oder getötet, testet der Trupp mit -1, und er hilft einem gebrochenen Trupp innerhalb von 6 Zoll beim Sammeln (+1). Angenommen.</translation>
    </message>
    <message>
        <source>%1: effective %2 inches, close factor %3</source>
        <translation>%1: effektiv %2 Zoll, Nahbereichsfaktor %3</translation>
    </message>
    <message>
        <source>%1, autofire</source>
        <translation>%1, Dauerfeuer</translation>
    </message>
    <message>
        <source>%1, fires only braced</source>
        <translation>%1, feuert nur aufgelegt</translation>
    </message>
    <message>
        <source>%1 (not official)</source>
        <translation>%1 (nicht offiziell)</translation>
    </message>
    <message>
        <source>From the weapons table.</source>
        <translation>Aus der Waffentabelle.</translation>
    </message>
    <message>
        <source>%1 may return fire only at once after passing its reaction test.</source>
        <translation>%1 darf das Feuer nur sofort nach einem bestandenen Reaktionstest erwidern.</translation>
    </message>
    <message>
        <source>%1 may panic fire out of turn only after failing its reaction test, or when pinned.</source>
        <translation>%1 darf außerhalb der Reihe nur nach einem misslungenen Reaktionstest oder wenn niedergehalten Panikfeuer abgeben.</translation>
    </message>
    <message>
        <source>%1 takes cover out of turn only in reaction to a fire.</source>
        <translation>%1 geht außerhalb der Reihe nur als Reaktion auf Beschuss in Deckung.</translation>
    </message>
    <message>
        <source>%1 is broken: it may only panic fire until it rallies.</source>
        <translation>%1 ist gebrochen: darf nur Panikfeuer abgeben, bis er sich sammelt.</translation>
    </message>
    <message>
        <source>%1 is broken: it only falls back, ending each move farther from the nearest enemy figure.</source>
        <translation>%1 ist gebrochen: weicht nur zurück und beendet jede Bewegung weiter entfernt von der nächsten feindlichen Figur.</translation>
    </message>
    <message>
        <source>%1 is pinned: it stays down and may only panic fire until the end of the next round.</source>
        <translation>%1 ist niedergehalten: bleibt unten und darf bis zum Ende der nächsten Runde nur Panikfeuer abgeben.</translation>
    </message>
    <message>
        <source>Out of turn, %1 moves only to take cover, at once after a fire at it.</source>
        <translation>Außerhalb der Reihe bewegt sich %1 nur, um in Deckung zu gehen, und zwar sofort nach Beschuss.</translation>
    </message>
    <message>
        <source>Out of turn, %1 may only interrupt: fire at an enemy figure that has just moved.</source>
        <translation>Außerhalb der Reihe darf %1 nur unterbrechen: auf eine feindliche Figur feuern, die sich gerade bewegt hat.</translation>
    </message>
    <message>
        <source>%1 has had its activation this round: every team acts once a round.</source>
        <translation>%1 hatte in dieser Runde schon seine Aktivierung: jeder Trupp handelt einmal pro Runde.</translation>
    </message>
    <message>
        <source>%1 takes cover with half a walk (%2 inches) or one hex at most, not %3 inches</source>
        <translation>%1 geht höchstens mit einem halben Marsch (%2 Zoll) oder einem Hexfeld in Deckung, nicht mit %3 Zoll</translation>
    </message>
    <message>
        <source>%1 takes cover only in a hex that gives cover (woods, brush, buildings, or behind a hedge or wall)</source>
        <translation>%1 geht nur in einem Hexfeld in Deckung, das Deckung bietet (Wald, Gestrüpp, Gebäude oder hinter einer Hecke oder Mauer)</translation>
    </message>
    <message>
        <source>%1 takes cover in reaction to the fire: %2 inches into cover, no activation</source>
        <translation>%1 geht als Reaktion auf den Beschuss in Deckung: %2 Zoll in Deckung, keine Aktivierung</translation>
    </message>
    <message>
        <source>%1 runs (%2 inches this round, more than a walk of %3): it does not fire this round</source>
        <translation>%1 läuft (%2 Zoll in dieser Runde, mehr als ein Marsch von %3): feuert in dieser Runde nicht</translation>
    </message>
    <message>
        <source>%1 moved less than half a walk this round: −2 to its fire</source>
        <translation>%1 hat sich in dieser Runde weniger als einen halben Marsch bewegt: −2 auf sein Feuer</translation>
    </message>
    <message>
        <source>%1 moved half a walk or more this round: −4 to its fire</source>
        <translation>%1 hat sich in dieser Runde einen halben Marsch oder mehr bewegt: −4 auf sein Feuer</translation>
    </message>
    <message>
        <source>%1 loses its braced weapon by moving</source>
        <translation>%1 verliert durch die Bewegung seine aufgelegte Waffe</translation>
    </message>
    <message>
        <source>%1 moves into the enemy&apos;s sight: −2 to hit it this round</source>
        <translation>%1 bewegt sich in die Sicht des Feindes: −2, um ihn in dieser Runde zu treffen</translation>
    </message>
    <message>
        <source>%1 moves out of the enemy&apos;s sight: −2 to hit it this round</source>
        <translation>%1 bewegt sich aus der Sicht des Feindes: −2, um ihn in dieser Runde zu treffen</translation>
    </message>
    <message>
        <source>%1 moved %2 inches in the enemy&apos;s sight, more than half a walk: +1 to hit it this round</source>
        <translation>%1 hat sich %2 Zoll in der Sicht des Feindes bewegt, mehr als einen halben Marsch: +1, um ihn in dieser Runde zu treffen</translation>
    </message>
    <message>
        <source>select the figures that fire</source>
        <translation>wähle die Figuren, die feuern</translation>
    </message>
    <message>
        <source>point at a figure of the enemy team</source>
        <translation>zeige auf eine Figur des feindlichen Trupps</translation>
    </message>
    <message>
        <source>%1 cannot fire</source>
        <translation>%1 kann nicht feuern</translation>
    </message>
    <message>
        <source>%1 is not on the same side as the other firers</source>
        <translation>%1 gehört nicht zur selben Seite wie die anderen Schützen</translation>
    </message>
    <message>
        <source>%1 is not of the team of %2: one team fires at a time</source>
        <translation>%1 gehört nicht zum Trupp von %2: es feuert immer nur ein Trupp</translation>
    </message>
    <message>
        <source>%1 ran this round: it does not fire until the next round</source>
        <translation>%1 ist in dieser Runde gelaufen: feuert erst in der nächsten Runde wieder</translation>
    </message>
    <message>
        <source>%1 has fired this round: a team fires once a round, its return or panic fire included</source>
        <translation>%1 hat in dieser Runde schon gefeuert: ein Trupp feuert einmal pro Runde, erwidertes Feuer und Panikfeuer eingeschlossen</translation>
    </message>
    <message>
        <source>%1 is not an enemy figure on the map</source>
        <translation>%1 ist keine feindliche Figur auf der Karte</translation>
    </message>
    <message>
        <source>%1 fires in the round without another fire type: direct fire</source>
        <translation>%1 feuert in der Runde ohne andere Feuerart: direktes Feuer</translation>
    </message>
    <message>
        <source>%1 (hits %2 of the time)</source>
        <translation>%1 (trifft in %2 der Fälle)</translation>
    </message>
    <message>
        <source>Score needed on two dice</source>
        <translation>Benötigtes Ergebnis mit zwei Würfeln</translation>
    </message>
    <message>
        <source>%1, first die</source>
        <translation>%1, erster Würfel</translation>
    </message>
    <message>
        <source>%1, second die</source>
        <translation>%1, zweiter Würfel</translation>
    </message>
    <message>
        <source>%1 is down: the hits fall on the figures of %2 still fighting</source>
        <translation>%1 ist am Boden: die Treffer fallen auf die noch kämpfenden Figuren von %2</translation>
    </message>
    <message>
        <source>Hits on %1</source>
        <translation>Treffer auf %1</translation>
    </message>
    <message>
        <source>at least one hit</source>
        <translation>mindestens ein Treffer</translation>
    </message>
    <message>
        <source>reaction test of %1, first die</source>
        <translation>Reaktionstest von %1, erster Würfel</translation>
    </message>
    <message>
        <source>reaction test of %1, second die</source>
        <translation>Reaktionstest von %1, zweiter Würfel</translation>
    </message>
    <message>
        <source>wound roll for hit %1</source>
        <translation>Verwundungswurf für Treffer %1</translation>
    </message>
    <message>
        <source>%1 stood still without firing: its weapon is braced</source>
        <translation>%1 stand still, ohne zu feuern: seine Waffe ist aufgelegt</translation>
    </message>
    <message>
        <source>%1 has settled into its prepared position</source>
        <translation>%1 hat seine vorbereitete Stellung bezogen</translation>
    </message>
    <message>
        <source>movement and fire this round are forgotten; under fire this round becomes under fire last round</source>
        <translation>Bewegung und Feuer dieser Runde werden vergessen; „unter Beschuss in dieser Runde“ wird zu „unter Beschuss in der letzten Runde“</translation>
    </message>
    <message>
        <source>%1 has %2 of its %3 figures down or killed and lost one this round: it tests its morale</source>
        <translation>%1 hat %2 seiner %3 Figuren am Boden oder getötet und in dieser Runde eine verloren: er testet seine Moral</translation>
    </message>
    <message>
        <source>%1 lost a figure this round and its leader, %2, is down or killed: it tests its morale</source>
        <translation>%1 hat in dieser Runde eine Figur verloren, und sein Führer, %2, ist am Boden oder getötet: er testet seine Moral</translation>
    </message>
    <message>
        <source>Morale of %1</source>
        <translation>Moral von %1</translation>
    </message>
    <message>
        <source>Breaks</source>
        <translation>Bricht</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>entfernt</translation>
    </message>
    <message>
        <source>breaks</source>
        <translation>bricht</translation>
    </message>
    <message>
        <source>Select a figure of the broken team.</source>
        <translation>Wähle eine Figur des gebrochenen Trupps.</translation>
    </message>
    <message>
        <source>%1 cannot rally a team.</source>
        <translation>%1 kann keinen Trupp sammeln.</translation>
    </message>
    <message>
        <source>%1 is not broken: it has no need to rally.</source>
        <translation>%1 ist nicht gebrochen: er muss sich nicht sammeln.</translation>
    </message>
    <message>
        <source>%1, a leader of the same side, is within 6 inches</source>
        <translation>%1, ein Führer derselben Seite, ist innerhalb von 6 Zoll</translation>
    </message>
    <message>
        <source>%1 is broken: it tests its morale again to rally; a failure removes it</source>
        <translation>%1 ist gebrochen: er testet seine Moral erneut, um sich zu sammeln; ein Scheitern entfernt ihn</translation>
    </message>
    <message>
        <source>Rally of %1</source>
        <translation>Sammeln von %1</translation>
    </message>
    <message>
        <source>select one figure</source>
        <translation>wähle eine Figur</translation>
    </message>
    <message>
        <source>%1 is not a figure on the map</source>
        <translation>%1 ist keine Figur auf der Karte</translation>
    </message>
    <message>
        <source>choose the state to set</source>
        <translation>wähle den Zustand, der gesetzt werden soll</translation>
    </message>
    <message>
        <source>%1 is already so: %2</source>
        <translation>%1 ist bereits so: %2</translation>
    </message>
    <message>
        <source>%1 moved or fired this round: a weapon is braced by a round spent still without firing</source>
        <translation>%1 hat sich in dieser Runde bewegt oder gefeuert: eine Waffe wird aufgelegt, indem die Figur eine Runde stillsteht, ohne zu feuern</translation>
    </message>
    <message>
        <source>%1 faces no way yet: turn it to face the arc of its position first</source>
        <translation>%1 hat noch keine Blickrichtung: drehe die Figur zuerst in Richtung des Schussfelds ihrer Stellung</translation>
    </message>
    <message>
        <source>%1 has %2 inches left: standing up or going prone costs %3</source>
        <translation>%1 hat noch %2 Zoll übrig: Aufstehen oder Hinlegen kostet %3</translation>
    </message>
    <message>
        <source>%1 loses its braced weapon by changing posture</source>
        <translation>%1 verliert durch den Haltungswechsel seine aufgelegte Waffe</translation>
    </message>
    <message>
        <source>standing up or going prone</source>
        <translation>Aufstehen oder Hinlegen</translation>
    </message>
    <message>
        <source>changing posture costs %1 %2 inches of its move this round</source>
        <translation>der Haltungswechsel kostet %1 %2 Zoll seiner Bewegung in dieser Runde</translation>
    </message>
    <message>
        <source>%1 is in a prepared position, whose arc is fixed: leave the position to face another way</source>
        <translation>%1 ist in einer vorbereiteten Stellung, deren Schussfeld festliegt: verlasse die Stellung, um die Figur anders auszurichten</translation>
    </message>
    <message>
        <source>%1 turns clockwise by 30 degrees</source>
        <translation>%1 dreht sich um 30 Grad im Uhrzeigersinn</translation>
    </message>
    <message>
        <source>%1 turns counter-clockwise by 30 degrees</source>
        <translation>%1 dreht sich um 30 Grad gegen den Uhrzeigersinn</translation>
    </message>
    <message>
        <source>%1&apos;s attack roll %2 + %3: no hit</source>
        <translation>Angriffswurf von %1 %2 + %3: kein Treffer</translation>
    </message>
    <message>
        <source>%1&apos;s attack roll %2 + %3: one hit</source>
        <translation>Angriffswurf von %1 %2 + %3: ein Treffer</translation>
    </message>
    <message>
        <source>%1&apos;s attack roll %2 + %3: %4 hits</source>
        <translation>Angriffswurf von %1 %2 + %3: %4 Treffer</translation>
    </message>
    <message>
        <source>%1 rolls %2 and %3 %4 = %5 against %6: snake eyes, always a miss</source>
        <translation>%1 würfelt %2 und %3 %4 = %5 gegen %6: Doppel-Eins, immer ein Fehlschuss</translation>
    </message>
    <message>
        <source>%1 rolls %2 and %3 %4 = %5 against %6: beyond twice the effective range, no hit</source>
        <translation>%1 würfelt %2 und %3 %4 = %5 gegen %6: jenseits der doppelten effektiven Reichweite, kein Treffer</translation>
    </message>
    <message>
        <source>%1 rolls %2 and %3 %4 = %5 against %6: %7</source>
        <translation>%1 würfelt %2 und %3 %4 = %5 gegen %6: %7</translation>
    </message>
    <message>
        <source>hit once</source>
        <translation>einmal getroffen</translation>
    </message>
    <message>
        <source>hit %1 times</source>
        <translation>%1-mal getroffen</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>one figure hit by this attack</source>
        <translation>eine Figur von diesem Angriff getroffen</translation>
    </message>
    <message>
        <source>%1 figures hit by this attack</source>
        <translation>%1 Figuren von diesem Angriff getroffen</translation>
    </message>
    <message>
        <source>reaction test: %1 and %2 %3 = %4 against %5: a natural 2; %6</source>
        <translation>Reaktionstest: %1 und %2 %3 = %4 gegen %5: eine natürliche 2; %6</translation>
    </message>
    <message>
        <source>reaction test: %1 and %2 %3 = %4 against %5; %6</source>
        <translation>Reaktionstest: %1 und %2 %3 = %4 gegen %5; %6</translation>
    </message>
    <message>
        <source>%1 has no 2d6 Skirmish profile</source>
        <translation>%1 hat kein 2d6-Skirmish-Profil</translation>
    </message>
    <message>
        <source>%1 carries &quot;%2&quot;, which the weapons table does not list (%3)</source>
        <translation>%1 trägt „%2“, das die Waffentabelle nicht aufführt (%3)</translation>
    </message>
    <message>
        <source>%1 light wound</source>
        <translation>%1 leichte Verwundung</translation>
    </message>
    <message>
        <source>%1 down</source>
        <translation>%1 am Boden</translation>
    </message>
    <message>
        <source>%1 killed</source>
        <translation>%1 getötet</translation>
    </message>
    <message>
        <source>The map measures %1 inches per hex, centre to centre; close range is %2 inches or less.</source>
        <translation>Die Karte misst %1 Zoll pro Hexfeld, von Mittelpunkt zu Mittelpunkt; Nahbereich sind %2 Zoll oder weniger.</translation>
    </message>
    <message>
        <source>Elite troops hit on the Veteran number (6) and add their +1; as targets they count as Veterans (-1).</source>
        <translation>Elitetruppen treffen mit dem Veteranenwert (6) und addieren ihr +1; als Ziele zählen sie als Veteranen (-1).</translation>
    </message>
    <message>
        <source>A figure that moved exactly half its move counts as having moved half or more (-4).</source>
        <translation>Eine Figur, die sich genau die Hälfte ihrer Bewegung bewegt hat, gilt als halb oder mehr bewegt (-4).</translation>
    </message>
    <message>
        <source>Soft cover, hard cover, a prepared position and moving into or out of sight are the cover modifiers: only the best of them counts. Prone stays cumulative.</source>
        <translation>Weiche Deckung, harte Deckung, eine vorbereitete Stellung und die Bewegung in Sicht hinein oder hinaus sind die Deckungsmodifikatoren: nur der beste davon zählt. Liegend bleibt kumulativ.</translation>
    </message>
    <message>
        <source>A team is under fire when it was fired at this round or the one before.</source>
        <translation>Ein Trupp ist unter Beschuss, wenn in dieser oder der vorigen Runde auf ihn gefeuert wurde.</translation>
    </message>
    <message>
        <source>The target modifiers are those of the figure aimed at; each firing figure uses the range to that figure, or to the nearest figure of the team it can see.</source>
        <translation>Die Zielmodifikatoren sind die der anvisierten Figur; jede feuernde Figur nimmt die Entfernung zu dieser Figur oder zur nächsten Figur des Trupps, die sie sehen kann.</translation>
    </message>
    <message>
        <source>Hits are shared among the target team&apos;s figures the firers can see, the aimed figure first, then the others in turn; a team fired at is no longer unaware.</source>
        <translation>Treffer werden auf die Figuren des Zieltrupps verteilt, die die Schützen sehen können, zuerst auf die anvisierte Figur, dann reihum auf die anderen; ein beschossener Trupp ist nicht mehr ahnungslos.</translation>
    </message>
    <message>
        <source>Each hit rolls one die on the wound table: %1. A second light wound puts a figure down. A figure already down that is hit again stays down. A figure down cannot fire, and takes hits only when no figure of its team still fighting is in sight.</source>
        <translation>Jeder Treffer würfelt einen Würfel auf der Verwundungstabelle: %1. Eine zweite leichte Verwundung bringt eine Figur zu Boden. Eine Figur, die schon am Boden ist und erneut getroffen wird, bleibt am Boden. Eine Figur am Boden kann nicht feuern und erhält nur Treffer, wenn keine noch kämpfende Figur ihres Trupps in Sicht ist.</translation>
    </message>
    <message>
        <source>Each hit rolls one die on the wound table: %1. A second light wound puts a figure down. A figure already down that is hit again is killed on %2, otherwise it stays down. A figure down cannot fire, and takes hits only when no figure of its team still fighting is in sight.</source>
        <translation>Jeder Treffer würfelt einen Würfel auf der Verwundungstabelle: %1. Eine zweite leichte Verwundung bringt eine Figur zu Boden. Eine Figur, die schon am Boden ist und erneut getroffen wird, wird bei %2 getötet, sonst bleibt sie am Boden. Eine Figur am Boden kann nicht feuern und erhält nur Treffer, wenn keine noch kämpfende Figur ihres Trupps in Sicht ist.</translation>
    </message>
    <message>
        <source>A prepared position covers the hexes whose centres lie within 45 degrees of the direction it faces.</source>
        <translation>Eine vorbereitete Stellung deckt die Hexfelder ab, deren Mittelpunkte innerhalb von 45 Grad ihrer Blickrichtung liegen.</translation>
    </message>
    <message>
        <source>A figure walks %1 inches or runs %2 (no fire that round), crawls %3 when prone, and standing up or going prone costs %4 inches; rough ground and obstacles double a hex&apos;s inches.</source>
        <translation>Eine Figur geht %1 Zoll oder läuft %2 (kein Feuer in dieser Runde), kriecht liegend %3, und Aufstehen oder Hinlegen kostet %4 Zoll; schwieriges Gelände und Hindernisse verdoppeln die Zoll eines Hexfelds.</translation>
    </message>
    <message>
        <source>The weapons table (effective range, close factor, autofire, must brace) is an invented placeholder, not the published one.</source>
        <translation>Die Waffentabelle (effektive Reichweite, Nahbereichsfaktor, Dauerfeuer, muss aufgelegt sein) ist ein erfundener Platzhalter, nicht die veröffentlichte.</translation>
    </message>
    <message>
        <source>half</source>
        <translation>die Hälfte</translation>
    </message>
    <message>
        <source>%1 percent</source>
        <translation>%1 Prozent</translation>
    </message>
    <message>
        <source>A side that has lost %1 of its figures or more (down, killed or broken) concedes at the end of a round; the other side wins.</source>
        <translation>Eine Seite, die %1 ihrer Figuren oder mehr verloren hat (am Boden, getötet oder gebrochen), gibt am Ende einer Runde auf; die andere Seite gewinnt.</translation>
    </message>
    <message>
        <source>%1 rounds; the side holding more objective points at the end wins; a side that has lost %2 of its figures or more (down, killed or broken) concedes at the end of a round.</source>
        <translation>%1 Runden; die Seite, die am Ende mehr Zielpunkte hält, gewinnt; eine Seite, die %2 ihrer Figuren oder mehr verloren hat (am Boden, getötet oder gebrochen), gibt am Ende einer Runde auf.</translation>
    </message>
    <message>
        <source>The %1 side has lost %2 of its %3 figure (down, killed or broken): it concedes.</source>
        <translation>Die Seite %1 hat %2 ihrer %3 Figur verloren (am Boden, getötet oder gebrochen): sie gibt auf.</translation>
    </message>
    <message>
        <source>The %1 side has lost %2 of its %3 figures (down, killed or broken): it concedes.</source>
        <translation>Die Seite %1 hat %2 ihrer %3 Figuren verloren (am Boden, getötet oder gebrochen): sie gibt auf.</translation>
    </message>
    <message>
        <source>%1 victory</source>
        <translation>Sieg für %1</translation>
    </message>
    <message>
        <source>The rules leave the length of the game and how it is won to the players; unless the scenario says, HexFire proposes: %1</source>
        <translation>Die Regeln überlassen die Spieldauer und die Siegbedingungen den Spielern; sofern das Szenario nichts festlegt, schlägt HexFire vor: %1</translation>
    </message>
    <message>
        <source>already down, killed: removed from the map</source>
        <translation>schon am Boden, getötet: von der Karte entfernt</translation>
    </message>
    <message>
        <source>killed: removed from the map</source>
        <translation>getötet: von der Karte entfernt</translation>
    </message>
    <message>
        <source>already down, stays down</source>
        <translation>schon am Boden, bleibt am Boden</translation>
    </message>
    <message>
        <source>a second light wound: down, out of action</source>
        <translation>eine zweite leichte Verwundung: am Boden, außer Gefecht</translation>
    </message>
    <message>
        <source>down, out of action</source>
        <translation>am Boden, außer Gefecht</translation>
    </message>
    <message>
        <source>a light wound (-2 to its fire)</source>
        <translation>eine leichte Verwundung (-2 auf ihr Feuer)</translation>
    </message>
    <message>
        <source>No figure lost</source>
        <translation>Keine Figur verloren</translation>
    </message>
    <message>
        <source>1 figure down or killed</source>
        <translation>1 Figur am Boden oder getötet</translation>
    </message>
    <message>
        <source>%1 figures down or killed</source>
        <translation>%1 Figuren am Boden oder getötet</translation>
    </message>
    <message>
        <source>Figures of %1 down or killed</source>
        <translation>Figuren von %1 am Boden oder getötet</translation>
    </message>
    <message>
        <source>at least one figure down or killed</source>
        <translation>mindestens eine Figur am Boden oder getötet</translation>
    </message>
    <message>
        <source>wound roll of %1</source>
        <translation>Verwundungswurf von %1</translation>
    </message>
    <message>
        <source>%1&apos;s wound roll: %2, %3</source>
        <translation>Verwundungswurf von %1: %2, %3</translation>
    </message>
    <message>
        <source>%1&apos;s wound roll %2: %3</source>
        <translation>Verwundungswurf von %1 %2: %3</translation>
    </message>
    <message>
        <source>rolled %1: %2</source>
        <translation>gewürfelt %1: %2</translation>
    </message>
    <message>
        <source>no longer marked lightly wounded</source>
        <translation>nicht mehr als leicht verwundet markiert</translation>
    </message>
    <message>
        <source>out of action</source>
        <translation>außer Gefecht</translation>
    </message>
    <message>
        <source>%1 action</source>
        <translation>%1 Aktion</translation>
    </message>
    <message>
        <source>%1 actions</source>
        <translation>%1 Aktionen</translation>
    </message>
    <message>
        <source>the last action of the %1 action turn is half done: the turn passes once it is finished</source>
        <translation>die letzte Aktion des Aktionszugs der Seite %1 ist halb ausgeführt: der Zug geht weiter, sobald sie beendet ist</translation>
    </message>
    <message>
        <source>the action turn</source>
        <translation>der Aktionszug</translation>
    </message>
    <message>
        <source>the %1 action turn is over: the %2 side takes its turn</source>
        <translation>der Aktionszug der Seite %1 ist vorbei: die Seite %2 ist am Zug</translation>
    </message>
    <message>
        <source>the %1 action turn is over; the %2 side has fewer than %3 to take and is out of the Action phase, so the %1 side takes another turn</source>
        <translation>der Aktionszug der Seite %1 ist vorbei; die Seite %2 hat weniger als %3 auszuführen und scheidet aus der Aktionsphase aus, also ist die Seite %1 noch einmal am Zug</translation>
    </message>
    <message>
        <source>the %1 action turn is over; the other side has fewer than %2 to take and is out of the Action phase, so the %1 side takes another turn</source>
        <translation>der Aktionszug der Seite %1 ist vorbei; die andere Seite hat weniger als %2 auszuführen und scheidet aus der Aktionsphase aus, also ist die Seite %1 noch einmal am Zug</translation>
    </message>
    <message>
        <source>the %1 action turn is over, and neither side has %2 to take: the Action phase is over (end it)</source>
        <translation>der Aktionszug der Seite %1 ist vorbei, und keine Seite hat noch %2 auszuführen: die Aktionsphase ist vorbei (beende sie)</translation>
    </message>
    <message>
        <source>the %1 side has taken the %2 of its action turn: finish the Fire and Movement or the assault under way, or end the action turn</source>
        <translation>die Seite %1 hat die %2 ihres Aktionszugs ausgeführt: beende die laufende Feuer-und-Bewegung-Aktion oder den laufenden Sturmangriff, oder beende den Aktionszug</translation>
    </message>
    <message>
        <source>no fresh unit</source>
        <translation>keine frische Einheit</translation>
    </message>
    <message>
        <source>%1 fresh unit</source>
        <translation>%1 frische Einheit</translation>
    </message>
    <message>
        <source>%1 fresh units</source>
        <translation>%1 frische Einheiten</translation>
    </message>
    <message>
        <source>the %1 side has %2 for the %3 of an action turn: it is out for the rest of the Action phase</source>
        <translation>die Seite %1 hat %2 für die %3 eines Aktionszugs: sie scheidet für den Rest der Aktionsphase aus</translation>
    </message>
    <message>
        <source>action %1 of %2 of the %3 action turn</source>
        <translation>Aktion %1 von %2 im Aktionszug der Seite %3</translation>
    </message>
    <message>
        <source>%1 figure</source>
        <translation>%1 Figur</translation>
    </message>
    <message>
        <source>%1 figures</source>
        <translation>%1 Figuren</translation>
    </message>
    <message>
        <source>%1 hit on the defenders</source>
        <translation>%1 Treffer bei den Verteidigern</translation>
    </message>
    <message>
        <source>%1 hits on the defenders</source>
        <translation>%1 Treffer bei den Verteidigern</translation>
    </message>
    <message>
        <source>%1 hit on the attacker</source>
        <translation>%1 Treffer beim Angreifer</translation>
    </message>
    <message>
        <source>%1 hits on the attacker</source>
        <translation>%1 Treffer beim Angreifer</translation>
    </message>
    <message>
        <source>the attacker wins (more hits inflicted)</source>
        <translation>der Angreifer gewinnt (mehr Treffer erzielt)</translation>
    </message>
    <message>
        <source>the defender wins (more hits inflicted)</source>
        <translation>der Verteidiger gewinnt (mehr Treffer erzielt)</translation>
    </message>
    <message>
        <source>the attacker wins (a tie goes to the defender)</source>
        <translation>der Angreifer gewinnt (ein Gleichstand geht an den Verteidiger)</translation>
    </message>
    <message>
        <source>the defender wins (a tie goes to the defender)</source>
        <translation>der Verteidiger gewinnt (ein Gleichstand geht an den Verteidiger)</translation>
    </message>
    <message>
        <source>the attacker wins (the players&apos; verdict)</source>
        <translation>der Angreifer gewinnt (Entscheidung der Spieler)</translation>
    </message>
    <message>
        <source>the defender wins (the players&apos; verdict)</source>
        <translation>der Verteidiger gewinnt (Entscheidung der Spieler)</translation>
    </message>
    <message>
        <source>%1 success</source>
        <translation>%1 Erfolg</translation>
    </message>
    <message>
        <source>%1 successes</source>
        <translation>%1 Erfolge</translation>
    </message>
    <message>
        <source>left: %1</source>
        <translation>übrig: %1</translation>
    </message>
    <message>
        <source>%1 loses %2 (%3)</source>
        <translation>%1 verliert %2 (%3)</translation>
    </message>
    <message>
        <source>destroyed in the assault</source>
        <translation>im Sturmangriff zerstört</translation>
    </message>
    <message>
        <source>no figure left</source>
        <translation>keine Figur mehr übrig</translation>
    </message>
    <message>
        <source>%1 is eliminated</source>
        <translation>%1 ist eliminiert</translation>
    </message>
    <message>
        <source>no hex to retreat to</source>
        <translation>kein Hexfeld zum Zurückweichen</translation>
    </message>
    <message>
        <source>%1 has no adjacent hex free of enemies to retreat to: eliminated</source>
        <translation>%1 hat kein feindfreies angrenzendes Hexfeld zum Zurückweichen: eliminiert</translation>
    </message>
    <message>
        <source>disrupted and forced to retreat</source>
        <translation>zerrüttet und zum Zurückweichen gezwungen</translation>
    </message>
    <message>
        <source>%1 is disrupted and forced to retreat: destroyed</source>
        <translation>%1 ist zerrüttet und muss zurückweichen: zerstört</translation>
    </message>
    <message>
        <source>%1 retreats from %2 to %3</source>
        <translation>%1 weicht von %2 nach %3 zurück</translation>
    </message>
    <message>
        <source>pinned and forced to retreat</source>
        <translation>niedergehalten und zum Zurückweichen gezwungen</translation>
    </message>
    <message>
        <source>%1 retreats from %2 to %3; it was pinned and is now disrupted</source>
        <translation>%1 weicht von %2 nach %3 zurück; die Einheit war niedergehalten und ist nun zerrüttet</translation>
    </message>
    <message>
        <source>assault die: a success on %1+</source>
        <translation>Sturmwürfel: ein Erfolg bei %1+</translation>
    </message>
    <message>
        <source>assault die: no success on %1+</source>
        <translation>Sturmwürfel: kein Erfolg bei %1+</translation>
    </message>
    <message>
        <source>assault dice %1: %2 on %3+</source>
        <translation>Sturmwürfel %1: %2 bei %3+</translation>
    </message>
    <message>
        <source>cover die of the defenders in %2: a success on %1+</source>
        <translation>Deckungswürfel der Verteidiger in %2: ein Erfolg bei %1+</translation>
    </message>
    <message>
        <source>cover die of the defenders in %2: no success on %1+</source>
        <translation>Deckungswürfel der Verteidiger in %2: kein Erfolg bei %1+</translation>
    </message>
    <message>
        <source>cover dice %1: %2 on %3+</source>
        <translation>Deckungswürfel %1: %2 bei %3+</translation>
    </message>
    <message>
        <source>defence die: a success on %1+</source>
        <translation>Verteidigungswürfel: ein Erfolg bei %1+</translation>
    </message>
    <message>
        <source>defence die: no success on %1+</source>
        <translation>Verteidigungswürfel: kein Erfolg bei %1+</translation>
    </message>
    <message>
        <source>defence dice %1: %2 on %3+</source>
        <translation>Verteidigungswürfel %1: %2 bei %3+</translation>
    </message>
    <message>
        <source>%1 on the defenders, %2 on the attackers</source>
        <translation>%1 bei den Verteidigern, %2 bei den Angreifern</translation>
    </message>
    <message>
        <source>%1 hit</source>
        <translation>%1 Treffer</translation>
    </message>
    <message>
        <source>attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <source>Assault successes</source>
        <translation>Sturmerfolge</translation>
    </message>
    <message>
        <source>Cover successes</source>
        <translation>Deckungserfolge</translation>
    </message>
    <message>
        <source>Hits on the defenders</source>
        <translation>Treffer bei den Verteidigern</translation>
    </message>
    <message>
        <source>Hits on the attackers</source>
        <translation>Treffer bei den Angreifern</translation>
    </message>
    <message>
        <source>%1 (%2, a light vehicle) defends with firepower %3 against infantry, but it is heavily damaged and fatigued: it may not fire</source>
        <translation>%1 (%2, ein leichtes Fahrzeug) verteidigt sich mit Feuerkraft %3 gegen Infanterie, ist aber schwer beschädigt und ermüdet: es darf nicht feuern</translation>
    </message>
    <message>
        <source>%1 (%2, a light vehicle) defends with firepower %3 against infantry</source>
        <translation>%1 (%2, ein leichtes Fahrzeug) verteidigt sich mit Feuerkraft %3 gegen Infanterie</translation>
    </message>
    <message>
        <source>%1 defends: %2, firepower %3, disrupted: no firepower</source>
        <translation>%1 verteidigt sich: %2, Feuerkraft %3, zerrüttet: keine Feuerkraft</translation>
    </message>
    <message>
        <source>%1 defends: %2, firepower %3, pinned but with an officer: full firepower</source>
        <translation>%1 verteidigt sich: %2, Feuerkraft %3, niedergehalten, aber mit Offizier: volle Feuerkraft</translation>
    </message>
    <message>
        <source>%1 defends: %2, firepower %3, pinned: half firepower, rounded up</source>
        <translation>%1 verteidigt sich: %2, Feuerkraft %3, niedergehalten: halbe Feuerkraft, aufgerundet</translation>
    </message>
    <message>
        <source>%1 defends: %2, firepower %3, pinned: half firepower</source>
        <translation>%1 verteidigt sich: %2, Feuerkraft %3, niedergehalten: halbe Feuerkraft</translation>
    </message>
    <message>
        <source>%1 defends: %2, firepower %3</source>
        <translation>%1 verteidigt sich: %2, Feuerkraft %3</translation>
    </message>
    <message>
        <source>%1 is not a unit of the assaulting side on the map</source>
        <translation>%1 ist keine Einheit der stürmenden Seite auf der Karte</translation>
    </message>
    <message>
        <source>%1 assaults: it cannot support itself</source>
        <translation>%1 stürmt: die Einheit kann sich nicht selbst unterstützen</translation>
    </message>
    <message>
        <source>%1 in %2 is not next to %3: supporters must be adjacent to the hex assaulted</source>
        <translation>%1 in %2 grenzt nicht an %3: Unterstützer müssen an das gestürmte Hexfeld angrenzen</translation>
    </message>
    <message>
        <source>%1 is pinned: only a unit neither pinned nor disrupted supports an assault</source>
        <translation>%1 ist niedergehalten: nur eine Einheit, die weder niedergehalten noch zerrüttet ist, unterstützt einen Sturmangriff</translation>
    </message>
    <message>
        <source>%1 is disrupted: only a unit neither pinned nor disrupted supports an assault</source>
        <translation>%1 ist zerrüttet: nur eine Einheit, die weder niedergehalten noch zerrüttet ist, unterstützt einen Sturmangriff</translation>
    </message>
    <message>
        <source>%1 is heavily damaged and fatigued: it may not fire this round</source>
        <translation>%1 ist schwer beschädigt und ermüdet: die Einheit darf in dieser Runde nicht feuern</translation>
    </message>
    <message>
        <source>%1 has no firepower against infantry</source>
        <translation>%1 hat keine Feuerkraft gegen Infanterie</translation>
    </message>
    <message>
        <source>%1 supports from %2 (fatigued, which a supporter may be): firepower %3, half rounded up</source>
        <translation>%1 unterstützt aus %2 (ermüdet, was ein Unterstützer sein darf): Feuerkraft %3, die Hälfte aufgerundet</translation>
    </message>
    <message>
        <source>%1 supports from %2: firepower %3, half rounded up</source>
        <translation>%1 unterstützt aus %2: Feuerkraft %3, die Hälfte aufgerundet</translation>
    </message>
    <message>
        <source>at least one hit on the defenders</source>
        <translation>mindestens ein Treffer bei den Verteidigern</translation>
    </message>
    <message>
        <source>at least one hit on the attacker</source>
        <translation>mindestens ein Treffer beim Angreifer</translation>
    </message>
    <message>
        <source>HexFire does not count Tide of Iron movement yet: move the squad first, then assault from where it stands (leave the path empty)</source>
        <translation>HexFire zählt die Bewegung in Tide of Iron noch nicht: bewege den Trupp zuerst und stürme dann von seinem Standort aus (den Pfad leer lassen)</translation>
    </message>
    <message>
        <source>Assault on %1</source>
        <translation>Sturmangriff auf %1</translation>
    </message>
    <message>
        <source>the attacker wins</source>
        <translation>der Angreifer gewinnt</translation>
    </message>
    <message>
        <source>Hits on the defenders in %1</source>
        <translation>Treffer bei den Verteidigern in %1</translation>
    </message>
    <message>
        <source>%1 has no Tide of Iron profile</source>
        <translation>%1 hat kein Tide-of-Iron-Profil</translation>
    </message>
    <message>
        <source>%1 is a vehicle: only squads assault</source>
        <translation>%1 ist ein Fahrzeug: nur Trupps stürmen</translation>
    </message>
    <message>
        <source>%1 has a %2: a squad with machine-gun or mortar crews may not assault</source>
        <translation>%1 hat eine Figur „%2“: ein Trupp mit MG- oder Mörserbedienung darf nicht stürmen</translation>
    </message>
    <message>
        <source>only a fresh unit assaults</source>
        <translation>nur eine frische Einheit stürmt</translation>
    </message>
    <message>
        <source>In an assault the side that inflicts more hits wins and a tie goes to the defender; the attacker&apos;s hits take figures from the defending squad with the most figures first; losers retreat to the adjacent hex farthest from the winners.</source>
        <translation>Beim Sturmangriff gewinnt die Seite, die mehr Treffer erzielt, ein Gleichstand geht an den Verteidiger; die Treffer des Angreifers nehmen zuerst Figuren aus dem verteidigenden Trupp mit den meisten Figuren; die Verlierer weichen in das angrenzende Hexfeld zurück, das am weitesten von den Siegern entfernt ist.</translation>
    </message>
    <message>
        <source>select the squad that assaults</source>
        <translation>wähle den Trupp, der stürmt</translation>
    </message>
    <message>
        <source>point at the hex to assault</source>
        <translation>zeige auf das Hexfeld, das gestürmt werden soll</translation>
    </message>
    <message>
        <source>choose who wins: by hits, the attacker or the defender</source>
        <translation>wähle, wer gewinnt: nach Treffern, der Angreifer oder der Verteidiger</translation>
    </message>
    <message>
        <source>%1 has made its move to assault: it assaults from where it stands</source>
        <translation>%1 hat ihre Bewegung zum Sturmangriff gemacht: sie stürmt von ihrem Standort aus</translation>
    </message>
    <message>
        <source>Enemy units in Op Fire mode see %1 on the way, in %2: advance to assault first (Advance, To assault) so that they may fire, then assault</source>
        <translation>Feindliche Einheiten im Op-Feuer-Modus sehen %1 unterwegs, in %2: zuerst zum Sturmangriff vorrücken (Vorrücken, Zum Sturmangriff), damit sie feuern können, dann stürmen</translation>
    </message>
    <message>
        <source>%1 in %2 is not next to %3: a squad assaults an adjacent hex</source>
        <translation>%1 in %2 grenzt nicht an %3: ein Trupp stürmt ein angrenzendes Hexfeld</translation>
    </message>
    <message>
        <source>%1 holds %2 (%3), a heavy vehicle: no assault may target its hex</source>
        <translation>In %1 steht %2 (%3), ein schweres Fahrzeug: kein Sturmangriff darf sein Hexfeld zum Ziel haben</translation>
    </message>
    <message>
        <source>no enemy unit holds %1</source>
        <translation>keine feindliche Einheit hält %1</translation>
    </message>
    <message>
        <source>%1 assaults %2 from %3: %4, firepower %5 against infantry</source>
        <translation>%1 stürmt %2 aus %3: %4, Feuerkraft %5 gegen Infanterie</translation>
    </message>
    <message>
        <source>at most two units support an assault: %1 is one too many</source>
        <translation>höchstens zwei Einheiten unterstützen einen Sturmangriff: %1 ist eine zu viel</translation>
    </message>
    <message>
        <source>%1 is named twice</source>
        <translation>%1 ist doppelt genannt</translation>
    </message>
    <message>
        <source>close range (adjacent): the assault dice succeed on %1+</source>
        <translation>kurze Reichweite (angrenzend): die Sturmwürfel gelingen bei %1+</translation>
    </message>
    <message>
        <source>the defenders in %1 have no cover dice</source>
        <translation>die Verteidiger in %1 haben keine Deckungswürfel</translation>
    </message>
    <message>
        <source>the defenders in %1 roll %2, each succeeding on %3+ and cancelling a hit</source>
        <translation>die Verteidiger in %1 würfeln %2, die jeweils bei %3+ gelingen und einen Treffer aufheben</translation>
    </message>
    <message>
        <source>%1 cover die</source>
        <translation>%1 Deckungswürfel</translation>
    </message>
    <message>
        <source>%1 cover dice</source>
        <translation>%1 Deckungswürfel</translation>
    </message>
    <message>
        <source>the defenders fire back at the same time at close range (%1+); the attacker gets no cover dice</source>
        <translation>die Verteidiger feuern gleichzeitig auf kurze Reichweite zurück (%1+); der Angreifer erhält keine Deckungswürfel</translation>
    </message>
    <message>
        <source>the assault would roll more than %1 dice on one side</source>
        <translation>der Sturmangriff würde auf einer Seite mehr als %1 Würfel werfen</translation>
    </message>
    <message>
        <source>the side that inflicts more hits wins; a tie goes to the defender</source>
        <translation>die Seite, die mehr Treffer erzielt, gewinnt; ein Gleichstand geht an den Verteidiger</translation>
    </message>
    <message>
        <source>the players decide: the attacker wins</source>
        <translation>die Spieler entscheiden: der Angreifer gewinnt</translation>
    </message>
    <message>
        <source>the players decide: the defender wins</source>
        <translation>die Spieler entscheiden: der Verteidiger gewinnt</translation>
    </message>
    <message>
        <source>each hit on the defenders takes a figure from the defending squad with the most figures left; hits left when no squad is left damage light vehicles along their track; hits on the attackers take figures from %1 first, then from the supporting squads</source>
        <translation>jeder Treffer bei den Verteidigern nimmt eine Figur aus dem verteidigenden Trupp mit den meisten verbliebenen Figuren; Treffer, die übrig sind, wenn kein Trupp mehr übrig ist, beschädigen leichte Fahrzeuge entlang ihrer Schadensleiste; Treffer bei den Angreifern nehmen zuerst Figuren aus %1, dann aus den unterstützenden Trupps</translation>
    </message>
    <message>
        <source>the losers retreat one hex, to the adjacent hex free of enemies farthest from the winners (the first clockwise on ties): pinned become disrupted, disrupted are destroyed, and a unit with nowhere to go is eliminated; a winning squad advances into %1</source>
        <translation>die Verlierer weichen ein Hexfeld zurück, in das feindfreie angrenzende Hexfeld, das am weitesten von den Siegern entfernt ist (bei Gleichstand das erste im Uhrzeigersinn): niedergehaltene werden zerrüttet, zerrüttete werden zerstört, und eine Einheit ohne Ausweg wird eliminiert; ein siegreicher Trupp rückt nach %1 vor</translation>
    </message>
    <message>
        <source>everyone who took part is fatigued</source>
        <translation>alle Beteiligten sind ermüdet</translation>
    </message>
    <message>
        <source>Assault dice</source>
        <translation>Sturmwürfel</translation>
    </message>
    <message>
        <source>Dice succeed on</source>
        <translation>Würfel gelingen bei</translation>
    </message>
    <message>
        <source>Cover dice</source>
        <translation>Deckungswürfel</translation>
    </message>
    <message>
        <source>Defence dice</source>
        <translation>Verteidigungswürfel</translation>
    </message>
    <message>
        <source>The selected squad assaults the adjacent enemy hex pointed at; Ctrl-click up to two units next to that hex to support it with half their firepower. Both sides fire at close range at once, the side that inflicts more hits wins, and the losers retreat.</source>
        <translation>Der gewählte Trupp stürmt das angrenzende feindliche Hexfeld, auf das gezeigt wird; Strg-Klick auf bis zu zwei Einheiten neben diesem Hexfeld, damit sie ihn mit halber Feuerkraft unterstützen. Beide Seiten feuern gleichzeitig auf kurze Reichweite, die Seite mit mehr Treffern gewinnt, und die Verlierer weichen zurück.</translation>
    </message>
    <message>
        <source>A squad two hexes away first moves into the hex next to the enemy on the side pointed from, then assaults: one action.</source>
        <translation>Ein Trupp zwei Hexfelder entfernt zieht zuerst in das Hexfeld neben dem Feind auf der Seite, von der aus gezeigt wird, und stürmt dann: eine Aktion.</translation>
    </message>
    <message>
        <source>By hits: the side that inflicts more hits wins and a tie goes to the defender (HexFire&apos;s assumption). Pick the attacker or the defender when your group plays it otherwise.</source>
        <translation>Nach Treffern: die Seite, die mehr Treffer erzielt, gewinnt, und ein Gleichstand geht an den Verteidiger (Annahme von HexFire). Wähle den Angreifer oder den Verteidiger, wenn deine Runde es anders spielt.</translation>
    </message>
    <message>
        <source>The hexes the squad moves through before it assaults, in order; empty when it assaults from where it stands.</source>
        <translation>Die Hexfelder, durch die der Trupp vor dem Sturmangriff zieht, der Reihe nach; leer, wenn er von seinem Standort aus stürmt.</translation>
    </message>
    <message>
        <source>The loser of an assault falls back one hex.</source>
        <translation>Der Verlierer eines Sturmangriffs weicht ein Hexfeld zurück.</translation>
    </message>
    <message>
        <source>The winning squad moves into the hex it assaulted.</source>
        <translation>Der siegreiche Trupp zieht in das gestürmte Hexfeld.</translation>
    </message>
    <message>
        <source>%1 is fatigued: %2</source>
        <translation>%1 ist ermüdet: %2</translation>
    </message>
    <message>
        <source>%1 is in Op Fire mode: %2; it waits to fire in the enemy&apos;s turn</source>
        <translation>%1 ist im Op-Feuer-Modus: %2; die Einheit wartet darauf, im Zug des Gegners zu feuern</translation>
    </message>
    <message>
        <source>%1 is disrupted: %2, and it may not act until it recovers</source>
        <translation>%1 ist zerrüttet: %2, und die Einheit darf nicht handeln, bis sie sich erholt</translation>
    </message>
    <message>
        <source>%1 is pinned: %2; with its officer it may only rally, firing a concentrated attack at half firepower</source>
        <translation>%1 ist niedergehalten: %2; mit ihrem Offizier darf sie sich nur sammeln und einen konzentrierten Angriff mit halber Feuerkraft feuern</translation>
    </message>
    <message>
        <source>%1 is pinned: %2</source>
        <translation>%1 ist niedergehalten: %2</translation>
    </message>
    <message>
        <source>close</source>
        <translation>kurze</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normale</translation>
    </message>
    <message>
        <source>long</source>
        <translation>große</translation>
    </message>
    <message>
        <source>out of range</source>
        <translation>außer Reichweite</translation>
    </message>
    <message>
        <source>%1 cannot attack</source>
        <translation>%1 kann nicht angreifen</translation>
    </message>
    <message>
        <source>%1: %2, firepower %3, range %4 against vehicles</source>
        <translation>%1: %2, Feuerkraft %3, Reichweite %4 gegen Fahrzeuge</translation>
    </message>
    <message>
        <source>%1: %2, firepower %3, range %4 against infantry</source>
        <translation>%1: %2, Feuerkraft %3, Reichweite %4 gegen Infanterie</translation>
    </message>
    <message>
        <source>%1 (supporting): %2, firepower %3, range %4 against vehicles</source>
        <translation>%1 (unterstützend): %2, Feuerkraft %3, Reichweite %4 gegen Fahrzeuge</translation>
    </message>
    <message>
        <source>%1 (supporting): %2, firepower %3, range %4 against infantry</source>
        <translation>%1 (unterstützend): %2, Feuerkraft %3, Reichweite %4 gegen Infanterie</translation>
    </message>
    <message>
        <source>%1: Concussive Firepower against a target in a %2, +3 firepower and +3 range: firepower %3, range %4</source>
        <translation>%1: Concussive Firepower gegen ein Ziel in Gelände „%2“, +3 Feuerkraft und +3 Reichweite: Feuerkraft %3, Reichweite %4</translation>
    </message>
    <message>
        <source>%1 has no figure that can attack %2</source>
        <translation>%1 hat keine Figur, die %2 angreifen kann</translation>
    </message>
    <message>
        <source>%1 figure of %2 firing</source>
        <translation>%1 von %2 Figuren feuert</translation>
    </message>
    <message>
        <source>%1 figures of %2 firing</source>
        <translation>%1 von %2 Figuren feuern</translation>
    </message>
    <message>
        <source>%1: %2, firepower %3, range %4 (the lowest of its figures) against vehicles</source>
        <translation>%1: %2, Feuerkraft %3, Reichweite %4 (die geringste ihrer Figuren) gegen Fahrzeuge</translation>
    </message>
    <message>
        <source>%1: %2, firepower %3, range %4 (the lowest of its figures) against infantry</source>
        <translation>%1: %2, Feuerkraft %3, Reichweite %4 (die geringste ihrer Figuren) gegen Infanterie</translation>
    </message>
    <message>
        <source>%1 (supporting): %2, firepower %3, range %4 (the lowest of its figures) against vehicles</source>
        <translation>%1 (unterstützend): %2, Feuerkraft %3, Reichweite %4 (die geringste ihrer Figuren) gegen Fahrzeuge</translation>
    </message>
    <message>
        <source>%1 (supporting): %2, firepower %3, range %4 (the lowest of its figures) against infantry</source>
        <translation>%1 (unterstützend): %2, Feuerkraft %3, Reichweite %4 (die geringste ihrer Figuren) gegen Infanterie</translation>
    </message>
    <message>
        <source>%1 fires from higher ground: range +1</source>
        <translation>%1 feuert von höherem Gelände: Reichweite +1</translation>
    </message>
    <message>
        <source>%1 is %2 hexes from %3, beyond twice its range of %4</source>
        <translation>%1 ist %2 Hexfelder von %3 entfernt, jenseits der doppelten Reichweite von %4</translation>
    </message>
    <message>
        <source>%1 is %2 hexes from %3, long range: %3 may not make a long-range attack in Fire and Movement</source>
        <translation>%1 ist %2 Hexfelder von %3 entfernt, große Reichweite: %3 darf bei Feuer und Bewegung keinen Angriff auf große Reichweite machen</translation>
    </message>
    <message>
        <source>%1: %2 hex, %3 range: dice succeed on %4+</source>
        <translation>%1: %2 Hexfeld, %3 Reichweite: Würfel gelingen bei %4+</translation>
    </message>
    <message>
        <source>%1: %2 hexes, %3 range: dice succeed on %4+</source>
        <translation>%1: %2 Hexfelder, %3 Reichweite: Würfel gelingen bei %4+</translation>
    </message>
    <message>
        <source>%1: Fire and Movement, half firepower, rounded up</source>
        <translation>%1: Feuer und Bewegung, halbe Feuerkraft, aufgerundet</translation>
    </message>
    <message>
        <source>%1: Fire and Movement, half firepower</source>
        <translation>%1: Feuer und Bewegung, halbe Feuerkraft</translation>
    </message>
    <message>
        <source>Combined fire: %1 adds half its firepower, rounded up</source>
        <translation>Vereintes Feuer: %1 fügt die Hälfte ihrer Feuerkraft hinzu, aufgerundet</translation>
    </message>
    <message>
        <source>%1 has no firepower against %2</source>
        <translation>%1 hat keine Feuerkraft gegen %2</translation>
    </message>
    <message>
        <source>The size of HexFire&apos;s Tide of Iron sandbox.</source>
        <translation>Die Größe von HexFires Tide-of-Iron-Sandkasten.</translation>
    </message>
    <message>
        <source>The size of the bundled Tide of Iron examples.</source>
        <translation>Die Größe der mitgelieferten Tide-of-Iron-Beispiele.</translation>
    </message>
    <message>
        <source>The vehicle&apos;s type in the vehicle table: its attacks and damage track.</source>
        <translation>Der Typ des Fahrzeugs in der Fahrzeugtabelle: seine Angriffe und seine Schadensleiste.</translation>
    </message>
    <message>
        <source>only a fresh unit advances</source>
        <translation>nur eine frische Einheit rückt vor</translation>
    </message>
    <message>
        <source>Movement allowance %1, plus %2 with an officer</source>
        <translation>Bewegungsweite %1, plus %2 mit einem Offizier</translation>
    </message>
    <message>
        <source>%1 has no movement allowance in the vehicle table.</source>
        <translation>%1 hat keine Bewegungsweite in der Fahrzeugtabelle.</translation>
    </message>
    <message>
        <source>%1 is heavily damaged: a heavily damaged vehicle cannot move.</source>
        <translation>%1 ist schwer beschädigt: ein schwer beschädigtes Fahrzeug kann sich nicht bewegen.</translation>
    </message>
    <message>
        <source>%1: movement allowance %2</source>
        <translation>%1: Bewegungsweite %2</translation>
    </message>
    <message>
        <source>, damaged −1 (Next Wave)</source>
        <translation>, beschädigt −1 (Next Wave)</translation>
    </message>
    <message>
        <source>, Fire and Movement −%1 (Next Wave)</source>
        <translation>, Feuer und Bewegung −%1 (Next Wave)</translation>
    </message>
    <message>
        <source>An enemy unit holds %1: only a tank may cross a hex the enemy holds, so %2 cannot move into it.</source>
        <translation>Eine feindliche Einheit hält %1: nur ein Panzer darf ein vom Feind gehaltenes Hexfeld durchqueren, also kann %2 nicht hineinziehen.</translation>
    </message>
    <message>
        <source>, crossing %1 enemy unit</source>
        <translation>, durchquert %1 feindliche Einheit</translation>
    </message>
    <message>
        <source>, crossing %1 enemy units</source>
        <translation>, durchquert %1 feindliche Einheiten</translation>
    </message>
    <message>
        <source>A tank may cross a hex the enemy holds but not stop there: %1 cannot end its move in %2.</source>
        <translation>Ein Panzer darf ein vom Feind gehaltenes Hexfeld durchqueren, dort aber nicht anhalten: %1 kann seine Bewegung nicht in %2 beenden.</translation>
    </message>
    <message>
        <source>A cliff lies between %1 and %2 (level %3 to level %4): no unit crosses it.</source>
        <translation>Zwischen %1 und %2 liegt eine Klippe (Ebene %3 zu Ebene %4): keine Einheit überquert sie.</translation>
    </message>
    <message>
        <source>Vehicles cannot enter %1: %2 cannot move into %3.</source>
        <translation>Fahrzeuge können %1 nicht betreten: %2 kann nicht nach %3 ziehen.</translation>
    </message>
    <message>
        <source> (not in the movement table: as clear)</source>
        <translation> (nicht in der Bewegungstabelle: wie offenes Gelände)</translation>
    </message>
    <message>
        <source>, one level up</source>
        <translation>, eine Ebene höher</translation>
    </message>
    <message>
        <source>A vehicle entering %1 spends all its movement points: %2 stops in %3.</source>
        <translation>Ein Fahrzeug, das %1 betritt, verbraucht alle Bewegungspunkte: %2 hält in %3 an.</translation>
    </message>
    <message>
        <source>Buildings cost 2 (vehicles never enter them), hedgerows 2, streams 2 (a vehicle stops there) and entrenchments 1; other terrain one level up costs the higher of its own cost and the hill&apos;s; no unit but a tank enters a hex an enemy holds.</source>
        <translation>Gebäude kosten 2 (Fahrzeuge betreten sie nie), Hecken 2, Bäche 2 (ein Fahrzeug hält dort an) und Schanzen 1; anderes Gelände eine Ebene höher kostet den höheren Wert aus seinen eigenen Kosten und denen des Hügels; nur ein Panzer betritt ein vom Feind gehaltenes Hexfeld.</translation>
    </message>
    <message>
        <source>At most %1 squads and %2 vehicle of one side end a move in a hex.</source>
        <translation>Höchstens %1 Trupps und %2 Fahrzeug einer Seite beenden eine Bewegung in einem Hexfeld.</translation>
    </message>
    <message>
        <source>%1 vehicle</source>
        <translation>%1 Fahrzeug</translation>
    </message>
    <message>
        <source>%1 vehicles</source>
        <translation>%1 Fahrzeuge</translation>
    </message>
    <message>
        <source>%1 squad</source>
        <translation>%1 Trupp</translation>
    </message>
    <message>
        <source>%1 squads</source>
        <translation>%1 Trupps</translation>
    </message>
    <message>
        <source>%1 cannot end its move in %2: a hex holds at most %3 of one side, and there would be %4.</source>
        <translation>%1 kann die Bewegung nicht in %2 beenden: ein Hexfeld fasst höchstens %3 einer Seite, und es wären %4.</translation>
    </message>
    <message>
        <source>%1 left the fortification in %2 in sight of Op Fire</source>
        <translation>%1 hat die Befestigung in %2 in Sicht von Op-Feuer verlassen</translation>
    </message>
    <message>
        <source>%1 entered %2 in sight of Op Fire</source>
        <translation>%1 hat %2 in Sicht von Op-Feuer betreten</translation>
    </message>
    <message>
        <source>stopped by Op Fire in %1</source>
        <translation>von Op-Feuer in %1 angehalten</translation>
    </message>
    <message>
        <source>%1 is no longer pinned</source>
        <translation>%1 ist nicht mehr niedergehalten</translation>
    </message>
    <message>
        <source>%1 recovers from disruption: an officer is in its hex</source>
        <translation>%1 erholt sich von der Zerrüttung: ein Offizier ist in ihrem Hexfeld</translation>
    </message>
    <message>
        <source>%1 goes from disrupted to pinned</source>
        <translation>%1 wird von zerrüttet zu niedergehalten</translation>
    </message>
    <message>
        <source>no fatigue or Op Fire token to remove</source>
        <translation>kein Ermüdungs- oder Op-Feuer-Plättchen zu entfernen</translation>
    </message>
    <message>
        <source>%1 fatigue or Op Fire token comes off: every unit is fresh</source>
        <translation>%1 Ermüdungs- oder Op-Feuer-Plättchen wird entfernt: jede Einheit ist frisch</translation>
    </message>
    <message>
        <source>%1 fatigue and Op Fire tokens come off: every unit is fresh</source>
        <translation>%1 Ermüdungs- und Op-Feuer-Plättchen werden entfernt: jede Einheit ist frisch</translation>
    </message>
    <message>
        <source>the Status phase</source>
        <translation>die Statusphase</translation>
    </message>
    <message>
        <source>%1 cannot enter at %2: the enemy holds it; it tries again next round</source>
        <translation>%1 kann nicht bei %2 eintreffen: der Feind hält es; nächste Runde neuer Versuch</translation>
    </message>
    <message>
        <source>%1 arrives at %2 for round %3</source>
        <translation>%1 trifft für Runde %3 bei %2 ein</translation>
    </message>
    <message>
        <source>strategy cards, units placed in Op Fire by a card and squad transfers are not played by HexFire: make them with Adjust</source>
        <translation>Strategiekarten, durch eine Karte ins Op-Feuer gesetzte Einheiten und Truppwechsel spielt HexFire nicht: nimm sie mit Anpassen vor</translation>
    </message>
    <message>
        <source>Level initiative bids: the side with the initiative keeps it.</source>
        <translation>Gleiche Initiativegebote: die Seite mit der Initiative behält sie.</translation>
    </message>
    <message>
        <source>Victory point goals are checked in the Command phase, once the points are scored.</source>
        <translation>Siegpunktziele werden in der Befehlsphase geprüft, sobald die Punkte gewertet sind.</translation>
    </message>
    <message>
        <source>%1 command point</source>
        <translation>%1 Befehlspunkt</translation>
    </message>
    <message>
        <source>%1 command points</source>
        <translation>%1 Befehlspunkte</translation>
    </message>
    <message>
        <source>%1 victory point</source>
        <translation>%1 Siegpunkt</translation>
    </message>
    <message>
        <source>%1 victory points</source>
        <translation>%1 Siegpunkte</translation>
    </message>
    <message>
        <source>The %1 side (%2) holds the initiative: how many command points does it bid to keep it? The higher bid takes the initiative for the next round; level bids leave it where it is. Each side spends what it bids.</source>
        <translation>Die Seite %1 (%2) hat die Initiative: wie viele Befehlspunkte bietet sie, um sie zu behalten? Das höhere Gebot erhält die Initiative für die nächste Runde; bei gleichen Geboten bleibt sie, wo sie ist. Jede Seite gibt aus, was sie bietet.</translation>
    </message>
    <message>
        <source>The %1 side (%2) bids to take the initiative from the %3 side: it needs a higher bid. Each side spends what it bids.</source>
        <translation>Die Seite %1 (%2) bietet, um der Seite %3 die Initiative abzunehmen: sie braucht ein höheres Gebot. Jede Seite gibt aus, was sie bietet.</translation>
    </message>
    <message>
        <source>%1 is held by the %2 side: %3</source>
        <translation>%1 wird von der Seite %2 gehalten: %3</translation>
    </message>
    <message>
        <source>%1 is held by nobody yet: nobody scores its %2</source>
        <translation>%1 wird noch von niemandem gehalten: niemand erhält die %2</translation>
    </message>
    <message>
        <source>the scenario has no objective</source>
        <translation>das Szenario hat kein Ziel</translation>
    </message>
    <message>
        <source>the Command phase</source>
        <translation>die Befehlsphase</translation>
    </message>
    <message>
        <source>the %1 side receives %2, %3 in all</source>
        <translation>die Seite %1 erhält %2, insgesamt %3</translation>
    </message>
    <message>
        <source>the %1 side reaches its goal of %2: it wins, and the game ends</source>
        <translation>die Seite %1 erreicht ihr Ziel von %2: sie gewinnt, und das Spiel endet</translation>
    </message>
    <message>
        <source>command points spent on strategy cards are taken off by hand (Adjust, a side&apos;s count)</source>
        <translation>für Strategiekarten ausgegebene Befehlspunkte werden von Hand abgezogen (Anpassen, Zähler einer Seite)</translation>
    </message>
    <message>
        <source>A bid for the initiative is a number of command points.</source>
        <translation>Ein Gebot für die Initiative ist eine Anzahl Befehlspunkte.</translation>
    </message>
    <message>
        <source>The %1 side has %2: it cannot bid %3 for the initiative.</source>
        <translation>Die Seite %1 hat %2: sie kann nicht %3 für die Initiative bieten.</translation>
    </message>
    <message>
        <source>initiative bids: the %1 side %2, the %3 side %4; the %5 side keeps the initiative (level bids: its holder keeps it, assumed)</source>
        <translation>Initiativegebote: Seite %1 %2, Seite %3 %4; die Seite %5 behält die Initiative (gleiche Gebote: der Inhaber behält sie, angenommen)</translation>
    </message>
    <message>
        <source>initiative bids: the %1 side %2, the %3 side %4; the %5 side keeps the initiative</source>
        <translation>Initiativegebote: Seite %1 %2, Seite %3 %4; die Seite %5 behält die Initiative</translation>
    </message>
    <message>
        <source>initiative bids: the %1 side %2, the %3 side %4; the %5 side takes the initiative</source>
        <translation>Initiativegebote: Seite %1 %2, Seite %3 %4; die Seite %5 übernimmt die Initiative</translation>
    </message>
    <message>
        <source>the initiative</source>
        <translation>die Initiative</translation>
    </message>
    <message>
        <source>%1 has the initiative</source>
        <translation>%1 hat die Initiative</translation>
    </message>
    <message>
        <source>the view from above passes over a blocking hex lower than the firer or nearer the higher unit</source>
        <translation>die Sicht von oben geht über ein blockierendes Hexfeld hinweg, das tiefer als der Schütze oder näher an der höheren Einheit liegt</translation>
    </message>
    <message>
        <source>Fatigue Unit spends an action to fatigue one fresh unit.</source>
        <translation>„Einheit ermüden“ verbraucht eine Aktion, um eine frische Einheit zu ermüden.</translation>
    </message>
    <message>
        <source>%1 net hit</source>
        <translation>%1 Nettotreffer</translation>
    </message>
    <message>
        <source>%1 net hits</source>
        <translation>%1 Nettotreffer</translation>
    </message>
    <message>
        <source>No figure removed</source>
        <translation>Keine Figur entfernt</translation>
    </message>
    <message>
        <source>Squad eliminated</source>
        <translation>Trupp eliminiert</translation>
    </message>
    <message>
        <source>%1 figure removed</source>
        <translation>%1 Figur entfernt</translation>
    </message>
    <message>
        <source>%1 figures removed</source>
        <translation>%1 Figuren entfernt</translation>
    </message>
    <message>
        <source>The selected unit attacks the unit pointed at; Ctrl-click other units to support it with combined fire. Attack dice against the target&apos;s cover dice; what is left removes figures or damages a vehicle.</source>
        <translation>Die gewählte Einheit greift die Einheit an, auf die gezeigt wird; Strg-Klick auf weitere Einheiten, damit sie mit vereintem Feuer unterstützen. Angriffswürfel gegen die Deckungswürfel des Ziels; was übrig bleibt, entfernt Figuren oder beschädigt ein Fahrzeug.</translation>
    </message>
    <message>
        <source>Concentrated Fire: a fresh unit that does not move, supporters fresh too. Fire and Movement: half firepower, no long range, no supporters, and the unit may also advance (before or after). Op Fire: units in Op Fire mode fire at an enemy as it enters a hex in their sight.</source>
        <translation>Konzentriertes Feuer: eine frische Einheit, die sich nicht bewegt, die Unterstützer ebenfalls frisch. Feuer und Bewegung: halbe Feuerkraft, keine große Reichweite, keine Unterstützer, und die Einheit darf außerdem vorrücken (vorher oder nachher). Op-Feuer: Einheiten im Op-Feuer-Modus feuern auf einen Feind, wenn er ein Hexfeld in ihrer Sicht betritt.</translation>
    </message>
    <message>
        <source>A normal attack removes figures or damages vehicles; a suppressive one pins and disrupts squads.</source>
        <translation>Ein normaler Angriff entfernt Figuren oder beschädigt Fahrzeuge; ein niederhaltender hält Trupps nieder und zerrüttet sie.</translation>
    </message>
    <message>
        <source>Which of the leading squad&apos;s figures fire (all of them unless some are unticked): a machine-gun crew alone fires at its own longer range. Firepower and range come from the figures that fire; on the command line, their types (&quot;mg-crew&quot; or &quot;regular, regular&quot;).</source>
        <translation>Welche Figuren des führenden Trupps feuern (alle, sofern nicht einige abgewählt sind): ein MG-Trupp allein feuert mit seiner eigenen, größeren Reichweite. Feuerkraft und Reichweite kommen von den feuernden Figuren; auf der Kommandozeile ihre Typen (&quot;mg-crew&quot; oder &quot;regular, regular&quot;).</translation>
    </message>
    <message>
        <source>The defender&apos;s choice of the figures a hit removes, by type in order (&quot;regular, officer&quot;); left empty, regulars go first and the officer last.</source>
        <translation>Die Wahl des Verteidigers, welche Figuren ein Treffer entfernt, nach Typ in Reihenfolge (&quot;regular, officer&quot;); leer gelassen, gehen reguläre Figuren zuerst und der Offizier zuletzt.</translation>
    </message>
    <message>
        <source>Op Fire: the hex the target entered in sight, where it is fired at; left empty, the hex it stands in.</source>
        <translation>Op-Feuer: das Hexfeld, das das Ziel in Sicht betreten hat und in dem auf es gefeuert wird; leer gelassen, das Hexfeld, in dem es steht.</translation>
    </message>
    <message>
        <source>The unit moves, paying movement points for the terrain it enters; it is fatigued after. Enemy units in Op Fire mode may fire at it in each hex it enters in their sight.</source>
        <translation>Die Einheit bewegt sich und zahlt Bewegungspunkte für das Gelände, das sie betritt; danach ist sie ermüdet. Feindliche Einheiten im Op-Feuer-Modus dürfen in jedem Hexfeld, das sie in deren Sicht betritt, auf sie feuern.</translation>
    </message>
    <message>
        <source>Advance: the whole move, no fire. Fire and Movement: the move of a unit that also fires at half firepower, before or after it. To assault: the move of a squad that then assaults an adjacent enemy hex (Op Fire may answer on the way).</source>
        <translation>Vorrücken: die ganze Bewegung, kein Feuer. Feuer und Bewegung: die Bewegung einer Einheit, die außerdem mit halber Feuerkraft feuert, vorher oder nachher. Zum Sturmangriff: die Bewegung eines Trupps, der danach ein angrenzendes feindliches Hexfeld stürmt (Op-Feuer darf unterwegs antworten).</translation>
    </message>
    <message>
        <source>A fresh unit goes into Op Fire mode: it waits, ready to fire at an enemy unit that enters a hex in its sight. It takes an action.</source>
        <translation>Eine frische Einheit geht in den Op-Feuer-Modus: sie wartet, bereit, auf eine feindliche Einheit zu feuern, die ein Hexfeld in ihrer Sicht betritt. Das kostet eine Aktion.</translation>
    </message>
    <message>
        <source>An action spent without acting: one fresh unit of the side is fatigued (a player with nothing better to do still takes all the actions of his turn).</source>
        <translation>Eine Aktion ohne Handlung: eine frische Einheit der Seite wird ermüdet (ein Spieler, der nichts Besseres zu tun hat, führt trotzdem alle Aktionen seines Zugs aus).</translation>
    </message>
    <message>
        <source>Tokens off, pinned squads recover, disrupted squads become pinned (recover with an officer), reinforcements arrive.</source>
        <translation>Plättchen entfernen, niedergehaltene Trupps erholen sich, zerrüttete Trupps werden niedergehalten (erholen sich mit einem Offizier), Verstärkungen treffen ein.</translation>
    </message>
    <message>
        <source>Each objective gives its holder victory points or command points; a side reaching its victory point goal wins; then both sides bid command points for the next round&apos;s initiative.</source>
        <translation>Jedes Ziel gibt seinem Inhaber Siegpunkte oder Befehlspunkte; eine Seite, die ihr Siegpunktziel erreicht, gewinnt; dann bieten beide Seiten Befehlspunkte für die Initiative der nächsten Runde.</translation>
    </message>
    <message>
        <source>The command points the side holding the initiative bids to keep it; the higher bid takes the initiative for the next round, and each side spends what it bid.</source>
        <translation>Die Befehlspunkte, die die Seite mit der Initiative bietet, um sie zu behalten; das höhere Gebot erhält die Initiative für die nächste Runde, und jede Seite gibt aus, was sie geboten hat.</translation>
    </message>
    <message>
        <source>The command points the other side bids to take the initiative; it needs a higher bid than the side holding it.</source>
        <translation>Die Befehlspunkte, die die andere Seite bietet, um die Initiative zu übernehmen; sie braucht ein höheres Gebot als die Seite, die sie hat.</translation>
    </message>
    <message>
        <source>Has taken its action, or supported one: it may not act again until the Status phase.</source>
        <translation>Hat ihre Aktion ausgeführt oder eine unterstützt: sie darf bis zur Statusphase nicht mehr handeln.</translation>
    </message>
    <message>
        <source>Waiting to fire when an enemy unit enters a hex in its sight.</source>
        <translation>Wartet darauf zu feuern, wenn eine feindliche Einheit ein Hexfeld in ihrer Sicht betritt.</translation>
    </message>
    <message>
        <source>Half way through a Fire and Movement action: it may still advance (if it fired) or fire (if it moved) until another unit acts.</source>
        <translation>Mitten in einer Aktion Feuer und Bewegung: sie darf noch vorrücken (wenn sie gefeuert hat) oder feuern (wenn sie sich bewegt hat), bis eine andere Einheit handelt.</translation>
    </message>
    <message>
        <source>Moved to assault: its action ends when it assaults an adjacent enemy hex, or when another unit acts.</source>
        <translation>Zum Sturmangriff bewegt: ihre Aktion endet, wenn sie ein angrenzendes feindliches Hexfeld stürmt oder wenn eine andere Einheit handelt.</translation>
    </message>
    <message>
        <source>Suppressed: may not act (a squad with an officer may rally and fire at half firepower) nor support, defends an assault at half firepower.</source>
        <translation>Niedergehalten: darf weder handeln (ein Trupp mit Offizier darf sich sammeln und mit halber Feuerkraft feuern) noch unterstützen, verteidigt sich im Sturmangriff mit halber Feuerkraft.</translation>
    </message>
    <message>
        <source>Badly suppressed: may not act or attack, defends an assault with no firepower; pinned again in the Status phase.</source>
        <translation>Schwer niedergehalten: darf weder handeln noch angreifen, verteidigt sich im Sturmangriff ohne Feuerkraft; in der Statusphase wieder niedergehalten.</translation>
    </message>
    <message>
        <source>Scored in each Command phase from the objectives the side holds; a side reaching the scenario&apos;s goal wins.</source>
        <translation>In jeder Befehlsphase für die Ziele gewertet, die die Seite hält; eine Seite, die das Ziel des Szenarios erreicht, gewinnt.</translation>
    </message>
    <message>
        <source>Received in each Command phase from command objectives; spent on the initiative bid and on strategy cards.</source>
        <translation>In jeder Befehlsphase aus Befehlszielen erhalten; ausgegeben für das Initiativegebot und für Strategiekarten.</translation>
    </message>
    <message>
        <source>The moving unit entered this hex in sight of an enemy unit in Op Fire mode, which may fire at it here, once.</source>
        <translation>Die sich bewegende Einheit hat dieses Hexfeld in Sicht einer feindlichen Einheit im Op-Feuer-Modus betreten, die hier einmal auf sie feuern darf.</translation>
    </message>
    <message>
        <source>An objective held gives its holder its points.</source>
        <translation>Ein gehaltenes Ziel gibt seinem Inhaber seine Punkte.</translation>
    </message>
    <message>
        <source>The command points a side bid are spent.</source>
        <translation>Die Befehlspunkte, die eine Seite geboten hat, werden ausgegeben.</translation>
    </message>
    <message>
        <source>The higher bid takes the initiative for the next round.</source>
        <translation>Das höhere Gebot erhält die Initiative für die nächste Runde.</translation>
    </message>
    <message>
        <source>One attack die against the range band.</source>
        <translation>Ein Angriffswürfel gegen die Reichweitenstufe.</translation>
    </message>
    <message>
        <source>One cover die of the target.</source>
        <translation>Ein Deckungswürfel des Ziels.</translation>
    </message>
    <message>
        <source>Hits remove figures from the squad.</source>
        <translation>Treffer entfernen Figuren aus dem Trupp.</translation>
    </message>
    <message>
        <source>No figure left, or the vehicle destroyed.</source>
        <translation>Keine Figur mehr übrig, oder das Fahrzeug ist zerstört.</translation>
    </message>
    <message>
        <source>The vehicle moves along its damage track.</source>
        <translation>Das Fahrzeug rückt auf seiner Schadensleiste vor.</translation>
    </message>
    <message>
        <source>A suppressive attack pins or disrupts a squad.</source>
        <translation>Ein niederhaltender Angriff hält einen Trupp nieder oder zerrüttet ihn.</translation>
    </message>
    <message>
        <source>The unit attacked or supported.</source>
        <translation>Die Einheit hat angegriffen oder unterstützt.</translation>
    </message>
    <message>
        <source>The Op Fire token flips to fatigued.</source>
        <translation>Das Op-Feuer-Plättchen wird auf ermüdet umgedreht.</translation>
    </message>
    <message>
        <source>The unit is put in or taken out of Op Fire mode.</source>
        <translation>Die Einheit wird in den Op-Feuer-Modus versetzt oder daraus genommen.</translation>
    </message>
    <message>
        <source>The unit moves along its path.</source>
        <translation>Die Einheit bewegt sich entlang ihres Pfads.</translation>
    </message>
    <message>
        <source>The unit moves into the next hex.</source>
        <translation>Die Einheit zieht in das nächste Hexfeld.</translation>
    </message>
    <message>
        <source>The unit entered a hex in sight of Op Fire.</source>
        <translation>Die Einheit hat ein Hexfeld in Sicht von Op-Feuer betreten.</translation>
    </message>
    <message>
        <source>Op Fire stopped the moving unit in the hex where it was hit.</source>
        <translation>Op-Feuer hat die sich bewegende Einheit in dem Hexfeld angehalten, in dem sie getroffen wurde.</translation>
    </message>
    <message>
        <source>What the unit&apos;s action left behind is cleared.</source>
        <translation>Was die Aktion der Einheit hinterlassen hat, wird entfernt.</translation>
    </message>
    <message>
        <source>One action of the action turn is spent.</source>
        <translation>Eine Aktion des Aktionszugs ist verbraucht.</translation>
    </message>
    <message>
        <source>The other side takes its action turn.</source>
        <translation>Die andere Seite führt ihren Aktionszug aus.</translation>
    </message>
    <message>
        <source>A fatigue or Op Fire token comes off.</source>
        <translation>Ein Ermüdungs- oder Op-Feuer-Plättchen wird entfernt.</translation>
    </message>
    <message>
        <source>A pinned or disrupted squad recovers in the Status phase.</source>
        <translation>Ein niedergehaltener oder zerrütteter Trupp erholt sich in der Statusphase.</translation>
    </message>
    <message>
        <source>A unit arrives on the map.</source>
        <translation>Eine Einheit trifft auf der Karte ein.</translation>
    </message>
    <message>
        <source>Half of a Fire and Movement action is done.</source>
        <translation>Die Hälfte einer Aktion Feuer und Bewegung ist ausgeführt.</translation>
    </message>
    <message>
        <source>A tank crossed the squad&apos;s hex.</source>
        <translation>Ein Panzer hat das Hexfeld des Trupps durchquert.</translation>
    </message>
    <message>
        <source>The squad moved to assault: its assault ends its action.</source>
        <translation>Der Trupp hat sich zum Sturmangriff bewegt: sein Sturmangriff beendet seine Aktion.</translation>
    </message>
    <message>
        <source>The result of an assault.</source>
        <translation>Das Ergebnis eines Sturmangriffs.</translation>
    </message>
    <message>
        <source>A base of figures: regulars, elites, an officer, crews.</source>
        <translation>Eine Basis mit Figuren: reguläre, Elite, ein Offizier, Bedienungen.</translation>
    </message>
    <message>
        <source>A tank or half-track with a damage track.</source>
        <translation>Ein Panzer oder Halbkettenfahrzeug mit Schadensleiste.</translation>
    </message>
    <message>
        <source>Heavily damaged</source>
        <translation>Schwer beschädigt</translation>
    </message>
    <message>
        <source>Destroyed</source>
        <translation>Zerstört</translation>
    </message>
    <message>
        <source>Each side&apos;s victory points, scored in every Command phase from the objectives it holds.</source>
        <translation>Die Siegpunkte jeder Seite, in jeder Befehlsphase für die Ziele gewertet, die sie hält.</translation>
    </message>
    <message>
        <source>Firepower against infantry</source>
        <translation>Feuerkraft gegen Infanterie</translation>
    </message>
    <message>
        <source>Range against infantry</source>
        <translation>Reichweite gegen Infanterie</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <source>firepower %1, range %2 (not official)</source>
        <translation>Feuerkraft %1, Reichweite %2 (nicht offiziell)</translation>
    </message>
    <message>
        <source>firepower %1, range %2</source>
        <translation>Feuerkraft %1, Reichweite %2</translation>
    </message>
    <message>
        <source>Against infantry</source>
        <translation>Gegen Infanterie</translation>
    </message>
    <message>
        <source>Against vehicles</source>
        <translation>Gegen Fahrzeuge</translation>
    </message>
    <message>
        <source>Damage track</source>
        <translation>Schadensleiste</translation>
    </message>
    <message>
        <source>damaged at %1, heavily at %2, destroyed at %3 net hits (not official)</source>
        <translation>beschädigt bei %1, schwer bei %2, zerstört bei %3 Nettotreffern (nicht offiziell)</translation>
    </message>
    <message>
        <source>damaged at %1, heavily at %2, destroyed at %3 net hits</source>
        <translation>beschädigt bei %1, schwer bei %2, zerstört bei %3 Nettotreffern</translation>
    </message>
    <message>
        <source>+3 firepower and range against buildings</source>
        <translation>+3 Feuerkraft und Reichweite gegen Gebäude</translation>
    </message>
    <message>
        <source>A hit removes one figure.</source>
        <translation>Ein Treffer entfernt eine Figur.</translation>
    </message>
    <message>
        <source>Cover here</source>
        <translation>Deckung hier</translation>
    </message>
    <message>
        <source>%1 die (%2)</source>
        <translation>%1 Würfel (%2)</translation>
    </message>
    <message>
        <source>%1 dice (%2)</source>
        <translation>%1 Würfel (%2)</translation>
    </message>
    <message>
        <source>Cover dice the unit rolls when attacked in this hex.</source>
        <translation>Deckungswürfel, die die Einheit wirft, wenn sie in diesem Hexfeld angegriffen wird.</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Ebene</translation>
    </message>
    <message>
        <source>%1: a unit in Op Fire mode may fire at it here, once.</source>
        <translation>%1: eine Einheit im Op-Feuer-Modus darf hier einmal auf sie feuern.</translation>
    </message>
    <message>
        <source>%1 has advanced to assault: its action ends with the assault of an adjacent enemy hex.</source>
        <translation>%1 ist zum Sturmangriff vorgerückt: ihre Aktion endet mit dem Sturm auf ein angrenzendes feindliches Hexfeld.</translation>
    </message>
    <message>
        <source>It is the other side&apos;s action turn: %1 may only fire in reply, with Op Fire.</source>
        <translation>Die andere Seite hat ihren Aktionszug: %1 darf nur als Antwort feuern, mit Op-Feuer.</translation>
    </message>
    <message>
        <source>select the unit that attacks</source>
        <translation>wähle die angreifende Einheit</translation>
    </message>
    <message>
        <source>point at the unit to attack</source>
        <translation>zeige auf die anzugreifende Einheit</translation>
    </message>
    <message>
        <source>%1 is not an enemy unit on the map</source>
        <translation>%1 ist keine feindliche Einheit auf der Karte</translation>
    </message>
    <message>
        <source>a suppressive attack has no effect on a vehicle</source>
        <translation>ein niederhaltender Angriff wirkt nicht gegen ein Fahrzeug</translation>
    </message>
    <message>
        <source>a Fire and Movement attack cannot be supported</source>
        <translation>ein Angriff bei Feuer und Bewegung kann nicht unterstützt werden</translation>
    </message>
    <message>
        <source>%1 has not entered %2 in sight of Op Fire in this action: Op Fire is made at an enemy unit as it enters a hex</source>
        <translation>%1 hat %2 in dieser Aktion nicht in Sicht von Op-Feuer betreten: Op-Feuer richtet sich gegen eine feindliche Einheit, wenn sie ein Hexfeld betritt</translation>
    </message>
    <message>
        <source>Op Fire at %1 as it entered %2</source>
        <translation>Op-Feuer auf %1 beim Betreten von %2</translation>
    </message>
    <message>
        <source>%1 has fired in its Fire and Movement action: it may still advance</source>
        <translation>%1 hat in ihrer Aktion Feuer und Bewegung gefeuert: sie darf noch vorrücken</translation>
    </message>
    <message>
        <source>only a fresh unit fires</source>
        <translation>nur eine frische Einheit feuert</translation>
    </message>
    <message>
        <source>%1 is not a squad: it fires as a whole</source>
        <translation>%1 ist kein Trupp: die Einheit feuert als Ganzes</translation>
    </message>
    <message>
        <source>%1 has no more %2 figures to fire</source>
        <translation>%1 hat keine weiteren Figuren „%2“, die feuern könnten</translation>
    </message>
    <message>
        <source>%1 has no more &quot;%2&quot; figures to fire</source>
        <translation>%1 hat keine weiteren Figuren &quot;%2&quot;, die feuern könnten</translation>
    </message>
    <message>
        <source>%1 is not a unit of the attacking side on the map</source>
        <translation>%1 ist keine Einheit der angreifenden Seite auf der Karte</translation>
    </message>
    <message>
        <source>%1 is not in Op Fire mode: only units in Op Fire mode make an Op Fire attack</source>
        <translation>%1 ist nicht im Op-Feuer-Modus: nur Einheiten im Op-Feuer-Modus machen einen Op-Feuer-Angriff</translation>
    </message>
    <message>
        <source>%1 is not in Op Fire mode: only units in Op Fire mode support an Op Fire attack</source>
        <translation>%1 ist nicht im Op-Feuer-Modus: nur Einheiten im Op-Feuer-Modus unterstützen einen Op-Feuer-Angriff</translation>
    </message>
    <message>
        <source>%1 is fatigued: only a fresh unit attacks</source>
        <translation>%1 ist ermüdet: nur eine frische Einheit greift an</translation>
    </message>
    <message>
        <source>%1 is fatigued: only a fresh unit supports a concentrated attack</source>
        <translation>%1 ist ermüdet: nur eine frische Einheit unterstützt einen konzentrierten Angriff</translation>
    </message>
    <message>
        <source>%1 is pinned or disrupted and cannot support</source>
        <translation>%1 ist niedergehalten oder zerrüttet und kann nicht unterstützen</translation>
    </message>
    <message>
        <source>%1 is disrupted: it may not attack</source>
        <translation>%1 ist zerrüttet: die Einheit darf nicht angreifen</translation>
    </message>
    <message>
        <source>%1 is pinned and rallies with its officer: half firepower, rounded up</source>
        <translation>%1 ist niedergehalten und sammelt sich mit ihrem Offizier: halbe Feuerkraft, aufgerundet</translation>
    </message>
    <message>
        <source>the attack would roll %1 dice: at most %2 are rolled at once</source>
        <translation>der Angriff würde %1 Würfel werfen: höchstens %2 werden auf einmal geworfen</translation>
    </message>
    <message>
        <source>combined fire uses the least favourable range among all: %1, dice succeed on %2+</source>
        <translation>vereintes Feuer nutzt die ungünstigste Reichweite aller: %1 Reichweite, Würfel gelingen bei %2+</translation>
    </message>
    <message>
        <source>attack dice</source>
        <translation>Angriffswürfel</translation>
    </message>
    <message>
        <source>%1 in %2 has no cover dice</source>
        <translation>%1 in %2 hat keine Deckungswürfel</translation>
    </message>
    <message>
        <source>%1 in %2 rolls %3, each succeeding on %4+ and cancelling a hit</source>
        <translation>%1 in %2 würfelt %3, die jeweils bei %4+ gelingen und einen Treffer aufheben</translation>
    </message>
    <message>
        <source>%1 has no more &quot;%2&quot; figures to remove</source>
        <translation>%1 hat keine weiteren Figuren &quot;%2&quot;, die entfernt werden könnten</translation>
    </message>
    <message>
        <source>Attack dice</source>
        <translation>Angriffswürfel</translation>
    </message>
    <message>
        <source>Attack dice succeed on</source>
        <translation>Angriffswürfel gelingen bei</translation>
    </message>
    <message>
        <source>Net hits on %1</source>
        <translation>Nettotreffer bei %1</translation>
    </message>
    <message>
        <source>at least one net hit</source>
        <translation>mindestens ein Nettotreffer</translation>
    </message>
    <message>
        <source>No damage</source>
        <translation>Kein Schaden</translation>
    </message>
    <message>
        <source>Disrupted, retreats one hex</source>
        <translation>Zerrüttet, weicht ein Hexfeld zurück</translation>
    </message>
    <message>
        <source>Result on %1</source>
        <translation>Ergebnis bei %1</translation>
    </message>
    <message>
        <source>more damage</source>
        <translation>mehr Schaden</translation>
    </message>
    <message>
        <source>a worse state</source>
        <translation>ein schlechterer Zustand</translation>
    </message>
    <message>
        <source>at least one figure removed</source>
        <translation>mindestens eine Figur entfernt</translation>
    </message>
    <message>
        <source>choose whether the unit is in Op Fire mode</source>
        <translation>wähle, ob die Einheit im Op-Feuer-Modus ist</translation>
    </message>
    <message>
        <source>a unit leaves Op Fire mode when it fires, when it is pinned or disrupted, or in the Status phase</source>
        <translation>eine Einheit verlässt den Op-Feuer-Modus, wenn sie feuert, wenn sie niedergehalten oder zerrüttet wird, oder in der Statusphase</translation>
    </message>
    <message>
        <source>%1 is not in Op Fire mode</source>
        <translation>%1 ist nicht im Op-Feuer-Modus</translation>
    </message>
    <message>
        <source>only a fresh unit goes into Op Fire mode</source>
        <translation>nur eine frische Einheit geht in den Op-Feuer-Modus</translation>
    </message>
    <message>
        <source>%1 goes into Op Fire mode: it may fire at an enemy unit that enters a hex in its sight</source>
        <translation>%1 geht in den Op-Feuer-Modus: die Einheit darf auf eine feindliche Einheit feuern, die ein Hexfeld in ihrer Sicht betritt</translation>
    </message>
    <message>
        <source>%1 leaves Op Fire mode</source>
        <translation>%1 verlässt den Op-Feuer-Modus</translation>
    </message>
    <message>
        <source>select the one unit to fatigue</source>
        <translation>wähle die eine Einheit, die ermüden soll</translation>
    </message>
    <message>
        <source>%1 is not fresh: only a fresh unit is fatigued by this action</source>
        <translation>%1 ist nicht frisch: nur eine frische Einheit wird durch diese Aktion ermüdet</translation>
    </message>
    <message>
        <source>the action is spent on fatiguing %1, which does nothing else</source>
        <translation>die Aktion wird darauf verwendet, %1 zu ermüden, die sonst nichts tut</translation>
    </message>
    <message>
        <source>%1 crosses %2, where %3 is already pinned</source>
        <translation>%1 durchquert %2, wo %3 bereits niedergehalten ist</translation>
    </message>
    <message>
        <source>%1 crosses %2, where %3 is already disrupted</source>
        <translation>%1 durchquert %2, wo %3 bereits zerrüttet ist</translation>
    </message>
    <message>
        <source>crossed by %1</source>
        <translation>von %1 durchquert</translation>
    </message>
    <message>
        <source>%1 crosses %2: %3 is pinned</source>
        <translation>%1 durchquert %2: %3 ist niedergehalten</translation>
    </message>
    <message>
        <source>%1 crosses %2: %3 is pinned, loses Op Fire and is fatigued</source>
        <translation>%1 durchquert %2: %3 ist niedergehalten, verliert Op-Feuer und ist ermüdet</translation>
    </message>
    <message>
        <source>select one unit to advance</source>
        <translation>wähle eine Einheit zum Vorrücken</translation>
    </message>
    <message>
        <source>%1 has already moved in its Fire and Movement action</source>
        <translation>%1 hat sich in ihrer Aktion Feuer und Bewegung bereits bewegt</translation>
    </message>
    <message>
        <source>In a Fire and Movement action a vehicle has %1 movement points less (Next Wave): %2 has %3, and this way costs %4.</source>
        <translation>In einer Aktion Feuer und Bewegung hat ein Fahrzeug %1 Bewegungspunkte weniger (Next Wave): %2 hat %3, und dieser Weg kostet %4.</translation>
    </message>
    <message>
        <source>leaving the fortification in %1 draws the fire of enemy units in Op Fire mode, which may fire at it there</source>
        <translation>das Verlassen der Befestigung in %1 zieht das Feuer feindlicher Einheiten im Op-Feuer-Modus auf sich, die dort auf sie feuern dürfen</translation>
    </message>
    <message>
        <source>in %1 it enters the sight of enemy units in Op Fire mode, which may fire at it there</source>
        <translation>in %1 gerät sie in Sicht feindlicher Einheiten im Op-Feuer-Modus, die dort auf sie feuern dürfen</translation>
    </message>
    <message>
        <source>%1 has fired and now moves: its Fire and Movement action is done</source>
        <translation>%1 hat gefeuert und bewegt sich nun: ihre Aktion Feuer und Bewegung ist abgeschlossen</translation>
    </message>
    <message>
        <source>%1 advances to assault: once Op Fire has answered its move, it assaults an adjacent enemy hex, and that ends its action</source>
        <translation>%1 rückt zum Sturmangriff vor: sobald Op-Feuer auf die Bewegung geantwortet hat, stürmt sie ein angrenzendes feindliches Hexfeld, und das beendet ihre Aktion</translation>
    </message>
    <message>
        <source>%1 moves in a Fire and Movement action: it may still fire at half firepower until another unit acts</source>
        <translation>%1 bewegt sich in einer Aktion Feuer und Bewegung: sie darf noch mit halber Feuerkraft feuern, bis eine andere Einheit handelt</translation>
    </message>
    <message>
        <source>%1 is fatigued now: only its assault is left of its action</source>
        <translation>%1 ist jetzt ermüdet: von ihrer Aktion bleibt nur der Sturmangriff</translation>
    </message>
    <message>
        <source>%1 is fatigued after its action</source>
        <translation>%1 ist nach ihrer Aktion ermüdet</translation>
    </message>
    <message>
        <source>Attack die: a success on %1+</source>
        <translation>Angriffswürfel: ein Erfolg bei %1+</translation>
    </message>
    <message>
        <source>Attack die: no success on %1+</source>
        <translation>Angriffswürfel: kein Erfolg bei %1+</translation>
    </message>
    <message>
        <source>Cover die of %1: a save on %2+</source>
        <translation>Deckungswürfel von %1: gerettet bei %2+</translation>
    </message>
    <message>
        <source>Cover die of %1: no save on %2+</source>
        <translation>Deckungswürfel von %1: nicht gerettet bei %2+</translation>
    </message>
    <message>
        <source>attack dice %1: %2 on %3+</source>
        <translation>Angriffswürfel %1: %2 bei %3+</translation>
    </message>
    <message>
        <source>Attack successes</source>
        <translation>Angriffserfolge</translation>
    </message>
    <message>
        <source>Net hits</source>
        <translation>Nettotreffer</translation>
    </message>
    <message>
        <source>%1 is stopped by the Op Fire in %2</source>
        <translation>%1 wird vom Op-Feuer in %2 angehalten</translation>
    </message>
    <message>
        <source>heavily damaged: it stops and may not fire</source>
        <translation>schwer beschädigt: das Fahrzeug hält an und darf nicht feuern</translation>
    </message>
    <message>
        <source>%1 is disrupted and hit again, with no hex to retreat to: eliminated</source>
        <translation>%1 ist zerrüttet und wird erneut getroffen, ohne Hexfeld zum Zurückweichen: eliminiert</translation>
    </message>
    <message>
        <source>%1 is disrupted and hit again: it retreats from %2 to %3</source>
        <translation>%1 ist zerrüttet und wird erneut getroffen: die Einheit weicht von %2 nach %3 zurück</translation>
    </message>
    <message>
        <source>%1 is a &quot;%2&quot;, which the vehicle table lacks</source>
        <translation>%1 ist ein &quot;%2&quot;, das in der Fahrzeugtabelle fehlt</translation>
    </message>
    <message>
        <source>%1 has a &quot;%2&quot; figure, which the figure table lacks</source>
        <translation>%1 hat eine Figur &quot;%2&quot;, die in der Figurentabelle fehlt</translation>
    </message>
    <message>
        <source>%1 has strength %2 but %3 figures</source>
        <translation>%1 hat Stärke %2, aber %3 Figuren</translation>
    </message>
    <message>
        <source>The sides take action turns, the initiative player first: in each, the scenario&apos;s number of actions, each activating one fresh unit (advance, fire, Fire and Movement, prepare Op Fire, assault, fatigue a unit). A unit is fatigued when its action is done unless it went into Op Fire. A side that cannot take all the actions of a turn is out for the rest of the phase; the phase ends when neither side can act.</source>
        <translation>Die Seiten führen abwechselnd Aktionszüge aus, der Spieler mit der Initiative zuerst: in jedem die Zahl der Aktionen laut Szenario, jede aktiviert eine frische Einheit (vorrücken, feuern, Feuer und Bewegung, Op-Feuer vorbereiten, stürmen, eine Einheit ermüden). Eine Einheit ist nach ihrer Aktion ermüdet, außer sie ging ins Op-Feuer. Eine Seite, die nicht alle Aktionen eines Zugs ausführen kann, scheidet für den Rest der Phase aus; die Phase endet, wenn keine Seite mehr handeln kann.</translation>
    </message>
    <message>
        <source>Hands the action turn to the other side before all its actions are taken. HexFire counts the actions and hands over by itself once they are all taken.</source>
        <translation>Übergibt den Aktionszug an die andere Seite, bevor alle seine Aktionen ausgeführt sind. HexFire zählt die Aktionen und übergibt von selbst, sobald alle ausgeführt sind.</translation>
    </message>
    <message>
        <source>Control of the objectives is checked (a side takes an objective its units alone occupy, and holds it until the enemy takes it back), victory points are scored, and the initiative for the next round is settled.</source>
        <translation>Die Kontrolle der Ziele wird geprüft (eine Seite nimmt ein Ziel, das nur ihre Einheiten besetzen, und hält es, bis der Feind es zurückerobert), Siegpunkte werden gewertet, und die Initiative für die nächste Runde wird entschieden.</translation>
    </message>
    <message>
        <source>Tokens come off: fatigued and Op Fire units are fresh again, pinned squads recover, disrupted squads become pinned (or recover with an officer). Reinforcements arrive and the round marker advances.</source>
        <translation>Plättchen werden entfernt: ermüdete Einheiten und Einheiten im Op-Feuer sind wieder frisch, niedergehaltene Trupps erholen sich, zerrüttete Trupps werden niedergehalten (oder erholen sich mit einem Offizier). Verstärkungen treffen ein, und der Rundenmarker rückt vor.</translation>
    </message>
    <message>
        <source>A suppressive attack moves a squad one step (normal, pinned, disrupted) for one net hit and two steps for two or more; a disrupted squad hit again retreats one hex, away from the attacker; vehicles are immune.</source>
        <translation>Ein niederhaltender Angriff verschiebt einen Trupp bei einem Nettotreffer um eine Stufe (normal, niedergehalten, zerrüttet) und bei zwei oder mehr um zwei Stufen; ein erneut getroffener zerrütteter Trupp weicht ein Hexfeld vom Angreifer weg zurück; Fahrzeuge sind immun.</translation>
    </message>
    <message>
        <source>A suppressive attack moves a squad one step (normal, pinned, disrupted) for one net hit and two steps for two or more; a disrupted squad stays disrupted; vehicles are immune.</source>
        <translation>Ein niederhaltender Angriff verschiebt einen Trupp bei einem Nettotreffer um eine Stufe (normal, niedergehalten, zerrüttet) und bei zwei oder mehr um zwei Stufen; ein zerrütteter Trupp bleibt zerrüttet; Fahrzeuge sind immun.</translation>
    </message>
    <message>
        <source>A suppressive attack moves a squad one step (normal, pinned, disrupted) for one or more net hits; a disrupted squad hit again retreats one hex, away from the attacker; vehicles are immune.</source>
        <translation>Ein niederhaltender Angriff verschiebt einen Trupp bei einem oder mehr Nettotreffern um eine Stufe (normal, niedergehalten, zerrüttet); ein erneut getroffener zerrütteter Trupp weicht ein Hexfeld vom Angreifer weg zurück; Fahrzeuge sind immun.</translation>
    </message>
    <message>
        <source>A suppressive attack moves a squad one step (normal, pinned, disrupted) for one or more net hits; a disrupted squad stays disrupted; vehicles are immune.</source>
        <translation>Ein niederhaltender Angriff verschiebt einen Trupp bei einem oder mehr Nettotreffern um eine Stufe (normal, niedergehalten, zerrüttet); ein zerrütteter Trupp bleibt zerrüttet; Fahrzeuge sind immun.</translation>
    </message>
    <message>
        <source>A cover die succeeds on %1 or more.</source>
        <translation>Ein Deckungswürfel gelingt bei %1 oder mehr.</translation>
    </message>
    <message>
        <source>Cover beyond woods (2) and clear (0) comes from the cover table: building 3, hedgerow 3, entrenchment 2, others 0.</source>
        <translation>Deckung außer für Wald (2) und offenes Gelände (0) stammt aus der Deckungstabelle: Gebäude 3, Hecke 3, Schanze 2, andere 0.</translation>
    </message>
    <message>
        <source>Half firepower (Fire and Movement, supporters) rounds up.</source>
        <translation>Halbe Feuerkraft (Feuer und Bewegung, Unterstützer) wird aufgerundet.</translation>
    </message>
    <message>
        <source>A vehicle&apos;s damage comes from the net hits of one attack against its damage track; it never goes down.</source>
        <translation>Der Schaden eines Fahrzeugs ergibt sich aus den Nettotreffern eines Angriffs gegen seine Schadensleiste; er sinkt nie.</translation>
    </message>
    <message>
        <source>Unless the defender names the figures, hits remove regulars first, then crews, elites and the officer last.</source>
        <translation>Sofern der Verteidiger die Figuren nicht benennt, entfernen Treffer zuerst reguläre Figuren, dann Bedienungen, Elite und zuletzt den Offizier.</translation>
    </message>
    <message>
        <source>Between units on different levels, a blocking hex blocks when it is at least as close to the lower unit; one higher than both always blocks.</source>
        <translation>Zwischen Einheiten auf verschiedenen Ebenen blockiert ein blockierendes Hexfeld, wenn es mindestens so nah an der tieferen Einheit liegt; eines, das höher als beide liegt, blockiert immer.</translation>
    </message>
    <message>
        <source>An action turn has %1 actions (the scenario).</source>
        <translation>Ein Aktionszug hat %1 Aktionen (laut Szenario).</translation>
    </message>
    <message>
        <source>An action turn has 3 actions: the scenario does not say.</source>
        <translation>Ein Aktionszug hat 3 Aktionen: das Szenario sagt nichts dazu.</translation>
    </message>
    <message>
        <source>Vehicle values, damage tracks and most cover values are placeholders, not the published ones.</source>
        <translation>Fahrzeugwerte, Schadensleisten und die meisten Deckungswerte sind Platzhalter, nicht die veröffentlichten.</translation>
    </message>
    <message>
        <source>The %1 attackers win: the %2 units retreat</source>
        <translation>Die Angreifer der Seite %1 siegen: die Einheiten der Seite %2 ziehen sich zurück</translation>
    </message>
    <message>
        <source>The %1 defenders win: the %2 units retreat</source>
        <translation>Die Verteidiger der Seite %1 siegen: die Einheiten der Seite %2 ziehen sich zurück</translation>
    </message>
    <message>
        <source>the defenders are in an urban building</source>
        <translation>die Verteidiger sind in einem städtischen Gebäude</translation>
    </message>
    <message>
        <source>the attackers assault up hill</source>
        <translation>die Angreifer stürmen bergauf</translation>
    </message>
    <message>
        <source>the defenders are in %1 (improved position, wall or rural building)</source>
        <translation>die Verteidiger sind in %1 (ausgebaute Stellung, Mauer oder ländliches Gebäude)</translation>
    </message>
    <message>
        <source>the defenders are in a rural building (improved position, wall or rural building)</source>
        <translation>die Verteidiger sind in einem ländlichen Gebäude (ausgebaute Stellung, Mauer oder ländliches Gebäude)</translation>
    </message>
    <message>
        <source>a wall borders the hex (improved position, wall or rural building)</source>
        <translation>eine Mauer begrenzt das Hexfeld (ausgebaute Stellung, Mauer oder ländliches Gebäude)</translation>
    </message>
    <message>
        <source>no Cohesion difference: only one side has combat units</source>
        <translation>kein Kohäsionsunterschied: nur eine Seite hat Kampfeinheiten</translation>
    </message>
    <message>
        <source>Cohesion difference: best %1 %2 against best %3 %4 (at most 3)</source>
        <translation>Kohäsionsunterschied: beste Einheit von %1 %2 gegen beste von %3 %4 (höchstens 3)</translation>
    </message>
    <message>
        <source>Cohesion difference: best %1 %2 against best %3 %4</source>
        <translation>Kohäsionsunterschied: beste Einheit von %1 %2 gegen beste von %3 %4</translation>
    </message>
    <message>
        <source>a %1 defender is concealed</source>
        <translation>ein Verteidiger der Seite %1 ist getarnt</translation>
    </message>
    <message>
        <source>the %1 attackers are of several companies</source>
        <translation>die Angreifer der Seite %1 gehören zu mehreren Kompanien</translation>
    </message>
    <message>
        <source>the %1 defenders are of several companies</source>
        <translation>die Verteidiger der Seite %1 gehören zu mehreren Kompanien</translation>
    </message>
    <message>
        <source>a %1 defender is regrouping</source>
        <translation>ein Verteidiger der Seite %1 sammelt sich neu</translation>
    </message>
    <message>
        <source>a %1 attacker is regrouping</source>
        <translation>ein Angreifer der Seite %1 sammelt sich neu</translation>
    </message>
    <message>
        <source>a heroic %1 attacker against a fortified position</source>
        <translation>ein heldenhafter Angreifer der Seite %1 gegen eine befestigte Stellung</translation>
    </message>
    <message>
        <source>only the %1 side is left in %2: the assault ends</source>
        <translation>nur die Seite %1 ist in %2 übrig: der Sturmangriff endet</translation>
    </message>
    <message>
        <source>only vehicles on both sides: the lower ATV would retreat, but HexFire has no ATV; the players decide</source>
        <translation>nur Fahrzeuge auf beiden Seiten: die Seite mit dem niedrigeren ATV würde sich zurückziehen, aber HexFire kennt keinen ATV; die Spieler entscheiden</translation>
    </message>
    <message>
        <source>only non-combat units on one side and the best Cohesion is level (%1 against %2): the players decide</source>
        <translation>nur Nichtkampfeinheiten auf einer Seite und die beste Kohäsion ist gleich (%1 gegen %2): die Spieler entscheiden</translation>
    </message>
    <message>
        <source>only non-combat units on one side: the lower Cohesion (%1, %2 against %3) retreats</source>
        <translation>nur Nichtkampfeinheiten auf einer Seite: die niedrigere Kohäsion (%1, %2 gegen %3) zieht sich zurück</translation>
    </message>
    <message>
        <source>the loser&apos;s best unit takes a casualty (placeholder)</source>
        <translation>die beste Einheit des Verlierers erleidet einen Verlust (Platzhalter)</translation>
    </message>
    <message>
        <source>casualty on a reduced or one-step unit</source>
        <translation>Verlust bei einer reduzierten oder einstufigen Einheit</translation>
    </message>
    <message>
        <source>cannot retreat from %1: eliminated</source>
        <translation>kann sich nicht aus %1 zurückziehen: eliminiert</translation>
    </message>
    <message>
        <source>retreats from %1 after the assault</source>
        <translation>zieht sich nach dem Sturmangriff aus %1 zurück</translation>
    </message>
    <message>
        <source>the assault in %1 is over</source>
        <translation>der Sturmangriff in %1 ist vorbei</translation>
    </message>
    <message>
        <source>leader</source>
        <translation>Führer</translation>
    </message>
    <message>
        <source>disrupted</source>
        <translation>zerrüttet</translation>
    </message>
    <message>
        <source>regrouping</source>
        <translation>sammelt sich neu</translation>
    </message>
    <message>
        <source>heroic</source>
        <translation>heldenhaft</translation>
    </message>
    <message>
        <source>%1 (Cohesion %2)</source>
        <translation>%1 (Kohäsion %2)</translation>
    </message>
    <message>
        <source>%1 (Cohesion %2, %3)</source>
        <translation>%1 (Kohäsion %2, %3)</translation>
    </message>
    <message>
        <source>the %1 attackers in %2: none left</source>
        <translation>die Angreifer der Seite %1 in %2: keine mehr</translation>
    </message>
    <message>
        <source>the %1 attackers in %2: %3</source>
        <translation>die Angreifer der Seite %1 in %2: %3</translation>
    </message>
    <message>
        <source>the %1 defenders in %2: none left</source>
        <translation>die Verteidiger der Seite %1 in %2: keine mehr</translation>
    </message>
    <message>
        <source>the %1 defenders in %2: %3</source>
        <translation>die Verteidiger der Seite %1 in %2: %3</translation>
    </message>
    <message>
        <source>if the %1 side loses, its units retreat to %2, 2 hexes from %3 (the players may move them with an adjustment)</source>
        <translation>verliert die Seite %1, ziehen sich ihre Einheiten nach %2 zurück, 2 Hexfelder von %3 (die Spieler dürfen sie mit einer Anpassung versetzen)</translation>
    </message>
    <message>
        <source>if the %1 side loses, its units cannot retreat from %2 (only enemy-held, impact or off-map hexes around): eliminated</source>
        <translation>verliert die Seite %1, können sich ihre Einheiten nicht aus %2 zurückziehen (ringsum nur feindlich besetzte, Einschlag- oder Hexfelder außerhalb der Karte): eliminiert</translation>
    </message>
    <message>
        <source>Assault in %1</source>
        <translation>Sturmangriff in %1</translation>
    </message>
    <message>
        <source>the %1 defenders lose</source>
        <translation>die Verteidiger der Seite %1 verlieren</translation>
    </message>
    <message>
        <source>assault in %1: %2 die</source>
        <translation>Sturmangriff in %1: Würfel von %2</translation>
    </message>
    <message>
        <source>The %1 assault die</source>
        <translation>Der Sturmwürfel von %1</translation>
    </message>
    <message>
        <source>%1: die %2 + best AV %3 %4</source>
        <translation>%1: Würfel %2 + bester AV %3 %4</translation>
    </message>
    <message>
        <source>%1: die %2 + best AV %3</source>
        <translation>%1: Würfel %2 + bester AV %3</translation>
    </message>
    <message>
        <source>Assault total of %1</source>
        <translation>Sturmsumme von %1</translation>
    </message>
    <message>
        <source>net assault DRM for the %1 attackers, at most 4 either way (negative favours the defender)</source>
        <translation>Netto-Sturm-DRM für die Angreifer der Seite %1, höchstens 4 in jede Richtung (negativ begünstigt den Verteidiger)</translation>
    </message>
    <message>
        <source>Net assault DRM in %1</source>
        <translation>Netto-Sturm-DRM in %1</translation>
    </message>
    <message>
        <source>placeholder table (not the published one): d10 + best Assault Value %1 %2 for the %3 against d10 + best Assault Value %4 for the %5; higher wins, the loser retreats and its best unit takes a casualty, a tie continues</source>
        <translation>Platzhaltertabelle (nicht die veröffentlichte): W10 + bester Sturmwert %1 %2 für %3 gegen W10 + bester Sturmwert %4 für %5; der höhere gewinnt, der Verlierer zieht sich zurück und seine beste Einheit erleidet einen Verlust, bei Gleichstand geht es weiter</translation>
    </message>
    <message>
        <source>the assault results table was not found: the players give the result: %1</source>
        <translation>die Tabelle der Sturmergebnisse wurde nicht gefunden: die Spieler geben das Ergebnis an: %1</translation>
    </message>
    <message>
        <source>Assault Resolution takes no units: choose the assault hex</source>
        <translation>Die Sturmauswertung nimmt keine Einheiten: wähle das Sturm-Hexfeld</translation>
    </message>
    <message>
        <source>the hex %1 is off the map</source>
        <translation>das Hexfeld %1 liegt außerhalb der Karte</translation>
    </message>
    <message>
        <source>there is no Assault Nationality marker in %1</source>
        <translation>in %1 liegt kein Sturm-Nationalitätsmarker</translation>
    </message>
    <message>
        <source>there is no assault to resolve: no hex has an Assault Nationality marker</source>
        <translation>es gibt keinen Sturmangriff auszuwerten: kein Hexfeld hat einen Sturm-Nationalitätsmarker</translation>
    </message>
    <message>
        <source>pick attacker wins, defender wins or continues</source>
        <translation>wähle: Angreifer gewinnt, Verteidiger gewinnt oder es geht weiter</translation>
    </message>
    <message>
        <source>choose the assault hex: the players give one result at a time, and %1 need one</source>
        <translation>wähle das Sturm-Hexfeld: die Spieler geben jeweils ein Ergebnis an, und %1 brauchen eines</translation>
    </message>
    <message>
        <source>Small-arms TEM %1, mortar TEM %2.</source>
        <translation>Handwaffen-TEM %1, Mörser-TEM %2.</translation>
    </message>
    <message>
        <source> Blocks the line of sight.</source>
        <translation> Blockiert die Sichtlinie.</translation>
    </message>
    <message>
        <source> Hinders the line of sight.</source>
        <translation> Behindert die Sichtlinie.</translation>
    </message>
    <message>
        <source>MDRM %1 marker #%2</source>
        <translation>MDRM-%1-Marker Nr. %2</translation>
    </message>
    <message>
        <source>SADRM %1 marker #%2</source>
        <translation>SADRM-%1-Marker Nr. %2</translation>
    </message>
    <message>
        <source>unconcealed undisrupted combat unit</source>
        <translation>nicht getarnte, nicht zerrüttete Kampfeinheit</translation>
    </message>
    <message>
        <source>concealed undisrupted combat unit</source>
        <translation>getarnte, nicht zerrüttete Kampfeinheit</translation>
    </message>
    <message>
        <source>disrupted combat unit</source>
        <translation>zerrüttete Kampfeinheit</translation>
    </message>
    <message>
        <source>non-combat unit</source>
        <translation>Nichtkampfeinheit</translation>
    </message>
    <message>
        <source>, tie with %1 broken by Assault Value %2 &gt; %3</source>
        <translation>, Gleichstand mit %1 durch Sturmwert %2 &gt; %3 aufgelöst</translation>
    </message>
    <message>
        <source>, tie with %1 broken by Small Arms Value %2 &gt; %3</source>
        <translation>, Gleichstand mit %1 durch Handwaffenwert %2 &gt; %3 aufgelöst</translation>
    </message>
    <message>
        <source>best %1: Cohesion %2</source>
        <translation>beste %1: Kohäsion %2</translation>
    </message>
    <message>
        <source>; tied on Cohesion, AV and SAV: %1 (a d%2 picks)</source>
        <translation>; gleich in Kohäsion, AV und SAV: %1 (ein W%2 entscheidet)</translation>
    </message>
    <message>
        <source>%1 is not %2&apos;s platoon leader</source>
        <translation>%1 ist nicht der Zugführer von %2</translation>
    </message>
    <message>
        <source>%1 is disrupted</source>
        <translation>%1 ist zerrüttet</translation>
    </message>
    <message>
        <source>%1&apos;s Cohesion %2 is not higher than %3</source>
        <translation>die Kohäsion %2 von %1 ist nicht höher als %3</translation>
    </message>
    <message>
        <source>no platoon-leader adjustment: the unit that takes the fire is a leader</source>
        <translation>keine Zugführer-Anpassung: die Einheit, die das Feuer nimmt, ist ein Führer</translation>
    </message>
    <message>
        <source>platoon leader %1 (Cohesion %2) is stacked with %3: -1</source>
        <translation>Zugführer %1 (Kohäsion %2) steht im Stapel mit %3: -1</translation>
    </message>
    <message>
        <source>no platoon-leader adjustment: no leader in the hex</source>
        <translation>keine Zugführer-Anpassung: kein Führer im Hexfeld</translation>
    </message>
    <message>
        <source>no platoon-leader adjustment: %1</source>
        <translation>keine Zugführer-Anpassung: %1</translation>
    </message>
    <message>
        <source>Casualty (Japanese: instead of disrupting)</source>
        <translation>Verlust (Japaner: statt Zerrüttung)</translation>
    </message>
    <message>
        <source>Casualty (already disrupted)</source>
        <translation>Verlust (bereits zerrüttet)</translation>
    </message>
    <message>
        <source>No further effect (already disrupted)</source>
        <translation>Keine weitere Wirkung (bereits zerrüttet)</translation>
    </message>
    <message>
        <source>Casualty and disrupted</source>
        <translation>Verlust und zerrüttet</translation>
    </message>
    <message>
        <source>Japanese units make no Cohesion Checks</source>
        <translation>japanische Einheiten legen keine Kohäsionstests ab</translation>
    </message>
    <message>
        <source>Russian units make no Cohesion Checks</source>
        <translation>russische Einheiten legen keine Kohäsionstests ab</translation>
    </message>
    <message>
        <source>already disrupted (no check, assumed)</source>
        <translation>bereits zerrüttet (kein Test, angenommen)</translation>
    </message>
    <message>
        <source>full squad flips to its reduced side</source>
        <translation>voller Trupp wird auf seine reduzierte Seite gedreht</translation>
    </message>
    <message>
        <source>reduced or one-step unit</source>
        <translation>reduzierte oder einstufige Einheit</translation>
    </message>
    <message>
        <source>a disrupted unit stops regrouping</source>
        <translation>eine zerrüttete Einheit hört auf, sich neu zu sammeln</translation>
    </message>
    <message>
        <source>%1 in %2: one d10</source>
        <translation>%1 in %2: ein W10</translation>
    </message>
    <message>
        <source>%1 in %2: affects no unit here</source>
        <translation>%1 in %2: betrifft hier keine Einheit</translation>
    </message>
    <message>
        <source>%1 against the %2 %3: TEM %4 does not apply</source>
        <translation>%1 gegen %3 der Seite %2: TEM %4 gilt nicht</translation>
    </message>
    <message>
        <source>%1 against the %2 %3</source>
        <translation>%1 gegen %3 der Seite %2</translation>
    </message>
    <message>
        <source>DRM of %1 for %2</source>
        <translation>DRM von %1 für %2</translation>
    </message>
    <message>
        <source>%1: a final fire attack result (FFAR) of %2 or more costs its concealment, above %2 it disrupts (a casualty on 10 or more, or for a heroic, Japanese or Russian unit)</source>
        <translation>%1: ein endgültiges Feuerangriffsergebnis (FFAR) von %2 oder mehr kostet seine Tarnung, über %2 wird es zerrüttet (ein Verlust bei 10 oder mehr oder bei einer heldenhaften, japanischen oder russischen Einheit)</translation>
    </message>
    <message>
        <source>%1 in %2: %3 takes the fire as the selected unit of 13.1.3, the %4</source>
        <translation>%1 in %2: %3 nimmt das Feuer als ausgewählte Einheit nach 13.1.3, %4</translation>
    </message>
    <message>
        <source>tie-break: which %1 unit in %2 takes the fire</source>
        <translation>Stichentscheid: welche Einheit der Seite %1 in %2 das Feuer nimmt</translation>
    </message>
    <message>
        <source>%1: Cohesion Check if the FFAR beats the Cohesion of the unit that takes the fire</source>
        <translation>%1: Kohäsionstest, wenn das FFAR die Kohäsion der Einheit übertrifft, die das Feuer nimmt</translation>
    </message>
    <message>
        <source>%1: Cohesion Check if the FFAR beats the Cohesion of the unit that takes the fire - %2</source>
        <translation>%1: Kohäsionstest, wenn das FFAR die Kohäsion der Einheit übertrifft, die das Feuer nimmt - %2</translation>
    </message>
    <message>
        <source>Cohesion Check of %1</source>
        <translation>Kohäsionstest von %1</translation>
    </message>
    <message>
        <source>%1 %2 in %3: Cohesion Check</source>
        <translation>%1 %2 in %3: Kohäsionstest</translation>
    </message>
    <message>
        <source>%1 %2 in %3, the unit that takes the fire</source>
        <translation>%1 %2 in %3, die Einheit, die das Feuer nimmt</translation>
    </message>
    <message>
        <source>%1 %2 in %3, if the tie-break picks it to take the fire</source>
        <translation>%1 %2 in %3, falls der Stichentscheid sie das Feuer nehmen lässt</translation>
    </message>
    <message>
        <source>a casualty</source>
        <translation>ein Verlust</translation>
    </message>
    <message>
        <source>at least disrupted</source>
        <translation>mindestens zerrüttet</translation>
    </message>
    <message>
        <source>disrupted by a failed Cohesion Check</source>
        <translation>durch einen misslungenen Kohäsionstest zerrüttet</translation>
    </message>
    <message>
        <source>The die for the %1 in %2</source>
        <translation>Der Würfel für %1 in %2</translation>
    </message>
    <message>
        <source>%1 in %2: die</source>
        <translation>%1 in %2: Würfel</translation>
    </message>
    <message>
        <source>removed after Fire Resolution</source>
        <translation>nach der Feuerauswertung entfernt</translation>
    </message>
    <message>
        <source>The die that picks which %1 unit in %2 is hit</source>
        <translation>Der Würfel, der bestimmt, welche Einheit der Seite %1 in %2 getroffen wird</translation>
    </message>
    <message>
        <source>tie-break die picks %1</source>
        <translation>Stichentscheid-Würfel wählt %1</translation>
    </message>
    <message>
        <source>%1: %2: die %3 - %4</source>
        <translation>%1: %2: Würfel %3 - %4</translation>
    </message>
    <message>
        <source>%1: %2: die %3 + %4</source>
        <translation>%1: %2: Würfel %3 + %4</translation>
    </message>
    <message>
        <source>FFAR of %1 for %2</source>
        <translation>FFAR von %1 für %2</translation>
    </message>
    <message>
        <source>%1 in %2: highest FFAR (%3) with the leader -1</source>
        <translation>%1 in %2: höchstes FFAR (%3) mit dem Führer -1</translation>
    </message>
    <message>
        <source>%1 in %2: highest FFAR (%3)</source>
        <translation>%1 in %2: höchstes FFAR (%3)</translation>
    </message>
    <message>
        <source>Final Fire Attack Result used for %1</source>
        <translation>Verwendetes endgültiges Feuerangriffsergebnis für %1</translation>
    </message>
    <message>
        <source>%1 (Cohesion %2): %3</source>
        <translation>%1 (Kohäsion %2): %3</translation>
    </message>
    <message>
        <source>the final fire attack result reached its Cohesion</source>
        <translation>das endgültige Feuerangriffsergebnis erreichte seine Kohäsion</translation>
    </message>
    <message>
        <source>the final fire attack result beat its Cohesion</source>
        <translation>das endgültige Feuerangriffsergebnis übertraf seine Kohäsion</translation>
    </message>
    <message>
        <source>%1: no Cohesion Check - %2</source>
        <translation>%1: kein Kohäsionstest - %2</translation>
    </message>
    <message>
        <source>%1&apos;s Cohesion Check</source>
        <translation>Kohäsionstest von %1</translation>
    </message>
    <message>
        <source>the fire beat the Cohesion of the unit that took it</source>
        <translation>das Feuer übertraf die Kohäsion der Einheit, die es nahm</translation>
    </message>
    <message>
        <source>%1: Cohesion Check, die %2 vs %3: passed</source>
        <translation>%1: Kohäsionstest, Würfel %2 gegen %3: bestanden</translation>
    </message>
    <message>
        <source>%1: Cohesion Check, die %2 vs %3: failed, disrupted</source>
        <translation>%1: Kohäsionstest, Würfel %2 gegen %3: misslungen, zerrüttet</translation>
    </message>
    <message>
        <source>failed Cohesion Check</source>
        <translation>misslungener Kohäsionstest</translation>
    </message>
    <message>
        <source>%1 does not block LOS</source>
        <translation>%1 blockiert die Sichtlinie nicht</translation>
    </message>
    <message>
        <source>%1 hinders LOS</source>
        <translation>%1 behindert die Sichtlinie</translation>
    </message>
    <message>
        <source>%1 blocks LOS</source>
        <translation>%1 blockiert die Sichtlinie</translation>
    </message>
    <message>
        <source>%1: height test</source>
        <translation>%1: Höhenprüfung</translation>
    </message>
    <message>
        <source>a hill higher than both units blocks LOS</source>
        <translation>ein Hügel, der höher als beide Einheiten ist, blockiert die Sichtlinie</translation>
    </message>
    <message>
        <source>a hill not higher than both units does not block</source>
        <translation>ein Hügel, der nicht höher als beide Einheiten ist, blockiert nicht</translation>
    </message>
    <message>
        <source>an MDRM or smoke marker hinders LOS</source>
        <translation>ein MDRM- oder Rauchmarker behindert die Sichtlinie</translation>
    </message>
    <message>
        <source>%1 has already acted this turn: each unit acts once a turn.</source>
        <translation>%1 hat in diesem Zug bereits gehandelt: jede Einheit handelt einmal pro Zug.</translation>
    </message>
    <message>
        <source>%1 is disrupted: it may only recover or withdraw.</source>
        <translation>%1 ist zerrüttet: es darf sich nur erholen oder absetzen.</translation>
    </message>
    <message>
        <source>%1 is regrouping: it may fire, recover or withdraw, but not maneuver.</source>
        <translation>%1 sammelt sich neu: es darf feuern, sich erholen oder absetzen, aber nicht manövrieren.</translation>
    </message>
    <message>
        <source>%1 is in an assault hex (%2 has an Assault Nationality marker): it cannot maneuver out of it.</source>
        <translation>%1 steht in einem Sturm-Hexfeld (%2 hat einen Sturm-Nationalitätsmarker): es kann nicht hinausmanövrieren.</translation>
    </message>
    <message>
        <source>%1 is seen maneuvering by %2 in %3 (%4 hex, in cover): loses concealment</source>
        <translation>%1 wird von %2 beim Manövrieren in %3 gesehen (%4 Hexfeld, in Deckung): verliert die Tarnung</translation>
    </message>
    <message>
        <source>%1 is seen maneuvering by %2 in %3 (%4 hex, in the open): loses concealment</source>
        <translation>%1 wird von %2 beim Manövrieren in %3 gesehen (%4 Hexfeld, im offenen Gelände): verliert die Tarnung</translation>
    </message>
    <message>
        <source>%1 is seen maneuvering by %2 in %3 (%4 hexes, in cover): loses concealment</source>
        <translation>%1 wird von %2 beim Manövrieren in %3 gesehen (%4 Hexfelder, in Deckung): verliert die Tarnung</translation>
    </message>
    <message>
        <source>%1 is seen maneuvering by %2 in %3 (%4 hexes, in the open): loses concealment</source>
        <translation>%1 wird von %2 beim Manövrieren in %3 gesehen (%4 Hexfelder, im offenen Gelände): verliert die Tarnung</translation>
    </message>
    <message>
        <source>withdrawal roll of %1</source>
        <translation>Absetzwurf von %1</translation>
    </message>
    <message>
        <source>%1&apos;s withdrawal roll</source>
        <translation>Absetzwurf von %1</translation>
    </message>
    <message>
        <source>Withdraws to %1</source>
        <translation>Setzt sich nach %1 ab</translation>
    </message>
    <message>
        <source>Stays in %1</source>
        <translation>Bleibt in %1</translation>
    </message>
    <message>
        <source>Withdrawal roll: die %1 %2 = %3, not over %4: withdraws to %5</source>
        <translation>Absetzwurf: Würfel %1 %2 = %3, nicht über %4: setzt sich nach %5 ab</translation>
    </message>
    <message>
        <source>Withdrawal roll: die %1 %2 = %3, over %4: stays in %5</source>
        <translation>Absetzwurf: Würfel %1 %2 = %3, über %4: bleibt in %5</translation>
    </message>
    <message>
        <source>Withdrawal roll: die %1, not over %2: withdraws to %3</source>
        <translation>Absetzwurf: Würfel %1, nicht über %2: setzt sich nach %3 ab</translation>
    </message>
    <message>
        <source>Withdrawal roll: die %1, over %2: stays in %3</source>
        <translation>Absetzwurf: Würfel %1, über %2: bleibt in %3</translation>
    </message>
    <message>
        <source>Best Cohesion of %1</source>
        <translation>Beste Kohäsion von %1</translation>
    </message>
    <message>
        <source>An Elite unit or a leader withdraws</source>
        <translation>Eine Elite-Einheit oder ein Führer setzt sich ab</translation>
    </message>
    <message>
        <source>%1 withdrawing from %2</source>
        <translation>%1 setzt sich aus %2 ab</translation>
    </message>
    <message>
        <source>stays</source>
        <translation>bleibt</translation>
    </message>
    <message>
        <source>On foot</source>
        <translation>Zu Fuß</translation>
    </message>
    <message>
        <source>%1 at night in a reaction: at most %2 hex</source>
        <translation>%1 bei Nacht in einer Reaktion: höchstens %2 Hexfeld</translation>
    </message>
    <message>
        <source>%1 at night in a reaction: at most %2 hexes</source>
        <translation>%1 bei Nacht in einer Reaktion: höchstens %2 Hexfelder</translation>
    </message>
    <message>
        <source>%1 at night in an activation: at most %2 hex</source>
        <translation>%1 bei Nacht in einer Aktivierung: höchstens %2 Hexfeld</translation>
    </message>
    <message>
        <source>%1 at night in an activation: at most %2 hexes</source>
        <translation>%1 bei Nacht in einer Aktivierung: höchstens %2 Hexfelder</translation>
    </message>
    <message>
        <source>Wheeled vehicle</source>
        <translation>Radfahrzeug</translation>
    </message>
    <message>
        <source>Tracked vehicle</source>
        <translation>Kettenfahrzeug</translation>
    </message>
    <message>
        <source>%1 in a reaction: %2 MP</source>
        <translation>%1 in einer Reaktion: %2 MP</translation>
    </message>
    <message>
        <source>%1 in an activation: %2 MP</source>
        <translation>%1 in einer Aktivierung: %2 MP</translation>
    </message>
    <message>
        <source>, plus 1 starting on a road</source>
        <translation>, plus 1 beim Start auf einer Straße</translation>
    </message>
    <message>
        <source>%1 is held by the enemy: entering it is an assault, not a maneuver; use Assault.</source>
        <translation>%1 ist vom Feind besetzt: es zu betreten ist ein Sturmangriff, kein Manöver; verwende Sturmangriff.</translation>
    </message>
    <message>
        <source>No unit may enter %1, a primary impact hex.</source>
        <translation>Keine Einheit darf %1 betreten, ein Haupteinschlag-Hexfeld.</translation>
    </message>
    <message>
        <source> (at night each hex counts one)</source>
        <translation> (bei Nacht zählt jedes Hexfeld eins)</translation>
    </message>
    <message>
        <source>Vehicles cannot enter %1 (%2).</source>
        <translation>Fahrzeuge können %1 nicht betreten (%2).</translation>
    </message>
    <message>
        <source>Units on foot cannot enter %1 (%2).</source>
        <translation>Einheiten zu Fuß können %1 nicht betreten (%2).</translation>
    </message>
    <message>
        <source>%1 from %2: all the movement points</source>
        <translation>%1 von %2 aus: alle Bewegungspunkte</translation>
    </message>
    <message>
        <source>Vehicles cannot go across a %1 (%2).</source>
        <translation>Fahrzeuge können nicht über %1 (%2).</translation>
    </message>
    <message>
        <source>Units on foot cannot go across a %1 (%2).</source>
        <translation>Einheiten zu Fuß können nicht über %1 (%2).</translation>
    </message>
    <message>
        <source>Vehicles cannot go into a %1 (%2).</source>
        <translation>Fahrzeuge können nicht in %1 (%2).</translation>
    </message>
    <message>
        <source>Units on foot cannot go into a %1 (%2).</source>
        <translation>Einheiten zu Fuß können nicht in %1 (%2).</translation>
    </message>
    <message>
        <source>uphill</source>
        <translation>bergauf</translation>
    </message>
    <message>
        <source>to start moving</source>
        <translation>zum Anfahren</translation>
    </message>
    <message>
        <source> (only %1: a unit may always maneuver %2 hex)</source>
        <translation> (nur %1: eine Einheit darf immer %2 Hexfeld manövrieren)</translation>
    </message>
    <message>
        <source> (only %1: a unit may always maneuver %2 hexes)</source>
        <translation> (nur %1: eine Einheit darf immer %2 Hexfelder manövrieren)</translation>
    </message>
    <message>
        <source>%1 cannot maneuver.</source>
        <translation>%1 kann nicht manövrieren.</translation>
    </message>
    <message>
        <source>seen maneuvering</source>
        <translation>beim Manövrieren gesehen</translation>
    </message>
    <message>
        <source>Loses concealment</source>
        <translation>Verliert die Tarnung</translation>
    </message>
    <message>
        <source>%1 cannot withdraw: only infantry withdraws.</source>
        <translation>%1 kann sich nicht absetzen: nur Infanterie setzt sich ab.</translation>
    </message>
    <message>
        <source>Units withdraw together only from one hex.</source>
        <translation>Einheiten setzen sich nur aus einem Hexfeld gemeinsam ab.</translation>
    </message>
    <message>
        <source>No unit withdraws from %1: it has an Assault Nationality marker.</source>
        <translation>Keine Einheit setzt sich aus %1 ab: dort liegt ein Sturm-Nationalitätsmarker.</translation>
    </message>
    <message>
        <source>A withdrawal goes 1 to 4 hexes; give them in order.</source>
        <translation>Ein Absetzen führt 1 bis 4 Hexfelder weit; gib sie der Reihe nach an.</translation>
    </message>
    <message>
        <source>Each hex of the withdrawal must be next to the one before it.</source>
        <translation>Jedes Hexfeld des Absetzens muss an das vorherige angrenzen.</translation>
    </message>
    <message>
        <source>Withdraw into %1</source>
        <translation>Absetzen nach %1</translation>
    </message>
    <message>
        <source>Select the units that withdraw.</source>
        <translation>Wähle die Einheiten, die sich absetzen.</translation>
    </message>
    <message>
        <source>withdraws</source>
        <translation>setzt sich ab</translation>
    </message>
    <message>
        <source>north</source>
        <translation>Norden</translation>
    </message>
    <message>
        <source>north-east</source>
        <translation>Nordosten</translation>
    </message>
    <message>
        <source>south-east</source>
        <translation>Südosten</translation>
    </message>
    <message>
        <source>south</source>
        <translation>Süden</translation>
    </message>
    <message>
        <source>south-west</source>
        <translation>Südwesten</translation>
    </message>
    <message>
        <source>north-west</source>
        <translation>Nordwesten</translation>
    </message>
    <message>
        <source>A unit on foot may always maneuver 2 hexes in an activation and 1 in a reaction (Japanese 2), whatever they cost.</source>
        <translation>Eine Einheit zu Fuß darf in einer Aktivierung immer 2 Hexfelder und in einer Reaktion 1 (Japaner 2) manövrieren, was immer sie kosten.</translation>
    </message>
    <message>
        <source>A unit on foot has no minimum of 2 hexes in an activation and 1 in a reaction (Japanese 2), whatever they cost.</source>
        <translation>Eine Einheit zu Fuß hat kein Minimum von 2 Hexfeldern in einer Aktivierung und 1 in einer Reaktion (Japaner 2), was immer sie kosten.</translation>
    </message>
    <message>
        <source>At night a maneuver counts hexes, not movement points: on foot 2 hexes (1 in a reaction), vehicles 3 (2); terrain that is prohibited stays prohibited.</source>
        <translation>Bei Nacht zählt ein Manöver Hexfelder, nicht Bewegungspunkte: zu Fuß 2 Hexfelder (1 in einer Reaktion), Fahrzeuge 3 (2); verbotenes Gelände bleibt verboten.</translation>
    </message>
    <message>
        <source>The road&apos;s extra movement point is given to a unit that starts its maneuver on a road; HexFire does not check that it stays on the road.</source>
        <translation>Den zusätzlichen Bewegungspunkt der Straße erhält eine Einheit, die ihr Manöver auf einer Straße beginnt; HexFire prüft nicht, ob sie auf der Straße bleibt.</translation>
    </message>
    <message>
        <source>Going from a river or marsh hex into another costs the whole allowance: only as the first hex of a maneuver.</source>
        <translation>Von einem Fluss- oder Sumpf-Hexfeld in ein weiteres zu ziehen kostet die ganze Bewegung: nur als erstes Hexfeld eines Manövers.</translation>
    </message>
    <message>
        <source>Infantry and leaders in a hex with an Assault Nationality marker cannot maneuver out of it; they may withdraw only as the withdrawal rules allow.</source>
        <translation>Infanterie und Führer in einem Hexfeld mit Sturm-Nationalitätsmarker können nicht hinausmanövrieren; sie dürfen sich nur absetzen, wie es die Regeln zum Absetzen erlauben.</translation>
    </message>
    <message>
        <source>A withdrawal ignores movement point costs: each hex counts one, at most 4; prohibited terrain stays prohibited.</source>
        <translation>Ein Absetzen ignoriert Bewegungspunktkosten: jedes Hexfeld zählt eins, höchstens 4; verbotenes Gelände bleibt verboten.</translation>
    </message>
    <message>
        <source>A withdrawal as a reaction passes on a d10, less 1 when an Elite unit or a leader withdraws, not over the best Cohesion of the withdrawing units.</source>
        <translation>Ein Absetzen als Reaktion gelingt mit einem W10, weniger 1, wenn sich eine Elite-Einheit oder ein Führer absetzt, nicht über der besten Kohäsion der sich absetzenden Einheiten.</translation>
    </message>
    <message>
        <source>A Disrupted unit that recovers is no longer disrupted (option recoverClearsDisrupted).</source>
        <translation>Eine zerrüttete Einheit, die sich erholt, ist nicht mehr zerrüttet (Option recoverClearsDisrupted).</translation>
    </message>
    <message>
        <source>A Disrupted unit that recovers becomes Regrouping (two steps); only a Rally clears Disrupted outright.</source>
        <translation>Eine zerrüttete Einheit, die sich erholt, sammelt sich neu (zwei Schritte); nur ein Sammeln hebt die Zerrüttung sofort auf.</translation>
    </message>
    <message>
        <source>An undisrupted leader of the unit&apos;s platoon stacked with it gives -1; that he helps only one Disrupted unit or one Regrouping hex a turn is the players&apos; to keep to.</source>
        <translation>Ein nicht zerrütteter Führer des Zuges der Einheit, der mit ihr im Stapel steht, gibt -1; dass er nur einer zerrütteten Einheit oder einem Neusammel-Hexfeld pro Zug hilft, müssen die Spieler selbst einhalten.</translation>
    </message>
    <message>
        <source>A Regrouping unit&apos;s roll is its hex&apos;s: a Rally clears Regrouping from every regrouping unit of its side there.</source>
        <translation>Der Wurf einer sich neu sammelnden Einheit gilt für ihr Hexfeld: ein Sammeln beendet das Neusammeln bei jeder sich neu sammelnden Einheit ihrer Seite dort.</translation>
    </message>
    <message>
        <source>A natural 10 makes a squad, section or weapon team Heroic whatever the modified roll, when an enemy unit is within 5 hexes; it is then no longer disrupted or regrouping.</source>
        <translation>Eine natürliche 10 macht einen Trupp, eine Gruppe oder ein Waffenteam unabhängig vom modifizierten Wurf heldenhaft, wenn eine feindliche Einheit innerhalb von 5 Hexfeldern ist; dann ist es nicht mehr zerrüttet und sammelt sich nicht mehr neu.</translation>
    </message>
    <message>
        <source>The assault results table was not found: a placeholder that is not the published table decides (d10 + best Assault Value each side, the net DRM to the attacker&apos;s roll).</source>
        <translation>Die Tabelle der Sturmergebnisse wurde nicht gefunden: ein Platzhalter, der nicht die veröffentlichte Tabelle ist, entscheidet (W10 + bester Sturmwert je Seite, der Netto-DRM auf den Wurf des Angreifers).</translation>
    </message>
    <message>
        <source>The assault results table was not found: HexFire lists the units and the net DRM, and the players pick the result.</source>
        <translation>Die Tabelle der Sturmergebnisse wurde nicht gefunden: HexFire listet die Einheiten und den Netto-DRM auf, und die Spieler wählen das Ergebnis.</translation>
    </message>
    <message>
        <source>Assault DRMs count for the attacker: a negative net DRM favours the defender; which terrain is an urban or rural building, a wall or up hill follows the map.</source>
        <translation>Sturm-DRMs zählen für den Angreifer: ein negativer Netto-DRM begünstigt den Verteidiger; welches Gelände ein städtisches oder ländliches Gebäude, eine Mauer oder bergauf ist, folgt der Karte.</translation>
    </message>
    <message>
        <source>HexFire picks each retreat hex: 2 hexes from the assault hex, away from enemy units, never enemy-held or an impact hex; a side with none is eliminated.</source>
        <translation>HexFire wählt jedes Rückzugs-Hexfeld: 2 Hexfelder vom Sturm-Hexfeld entfernt, weg von feindlichen Einheiten, nie feindlich besetzt oder ein Einschlag-Hexfeld; eine Seite ohne ein solches wird eliminiert.</translation>
    </message>
    <message>
        <source>A Cohesion Check rolls one d10 and fails (the unit disrupts) when the roll is greater than Cohesion %1.</source>
        <translation>Ein Kohäsionstest würfelt einen W10 und misslingt (die Einheit wird zerrüttet), wenn der Wurf größer ist als Kohäsion %1.</translation>
    </message>
    <message>
        <source>A Cohesion Check rolls one d10 and fails (the unit disrupts) when the roll is greater than Cohesion.</source>
        <translation>Ein Kohäsionstest würfelt einen W10 und misslingt (die Einheit wird zerrüttet), wenn der Wurf größer ist als die Kohäsion.</translation>
    </message>
    <message>
        <source>The player entered this attack&apos;s SADRM instead of the value HexFire works out from the printed small-arms values.</source>
        <translation>Der Spieler hat den SADRM dieses Angriffs eingegeben statt des Werts, den HexFire aus den aufgedruckten Handwaffenwerten ermittelt.</translation>
    </message>
    <message>
        <source>The SADRM placed is the firer&apos;s printed small-arms value, %1 for each other unit firing with it, plus the target hex&apos;s terrain (lowest, not cumulative) and one worse for a regrouping firer.</source>
        <translation>Der gesetzte SADRM ist der aufgedruckte Handwaffenwert des Schützen, %1 für jede weitere mitfeuernde Einheit, dazu das Gelände des Ziel-Hexfelds (der niedrigste Wert, nicht kumulativ) und eins schlechter für einen Schützen, der sich neu sammelt.</translation>
    </message>
    <message>
        <source>A tied initiative roll goes to the side that held the initiative last turn (on the first turn, to the side listed first); that side adds %1 to its roll.</source>
        <translation>Ein gleicher Initiativewurf geht an die Seite, die im letzten Zug die Initiative hatte (im ersten Zug an die zuerst aufgeführte Seite); diese Seite addiert %1 zu ihrem Wurf.</translation>
    </message>
    <message>
        <source>A tied initiative roll goes to the side that held the initiative last turn (on the first turn, to the side listed first).</source>
        <translation>Ein gleicher Initiativewurf geht an die Seite, die im letzten Zug die Initiative hatte (im ersten Zug an die zuerst aufgeführte Seite).</translation>
    </message>
    <message>
        <source>A company coordinates on a d10 of %1 or more; on a failure the platoon chosen activates first.</source>
        <translation>Eine Kompanie koordiniert sich bei einem W10 von %1 oder mehr; bei einem Fehlschlag wird zuerst der gewählte Zug aktiviert.</translation>
    </message>
    <message>
        <source>Each platoon activates once a turn; a company rolls Coordination only before any of its platoons has activated.</source>
        <translation>Jeder Zug wird einmal pro Zug aktiviert; eine Kompanie würfelt die Koordination nur, bevor einer ihrer Züge aktiviert wurde.</translation>
    </message>
    <message>
        <source>A unit takes one action a turn (a Rally grants one more).</source>
        <translation>Eine Einheit führt eine Aktion pro Zug aus (ein Sammeln gewährt eine weitere).</translation>
    </message>
    <message>
        <source>A unit may react when it can see an enemy unit that has acted this turn.</source>
        <translation>Eine Einheit darf reagieren, wenn sie eine feindliche Einheit sehen kann, die in diesem Zug gehandelt hat.</translation>
    </message>
    <message>
        <source>A turn takes a four-sided die plus one minutes (2 to 5).</source>
        <translation>Ein Zug dauert einen vierseitigen Würfel plus eins Minuten (2 bis 5).</translation>
    </message>
    <message>
        <source>At the end of a turn the acted and activation markers and the mortar impact and observer markers come off.</source>
        <translation>Am Ende eines Zuges werden die Handlungs- und Aktivierungsmarker sowie die Mörsereinschlags- und Beobachtermarker entfernt.</translation>
    </message>
    <message>
        <source>A selected unit that is already disrupted suffers no further effect unless the casualty condition applies; other disrupted units make no Cohesion Check.</source>
        <translation>Eine ausgewählte Einheit, die bereits zerrüttet ist, erleidet keine weitere Wirkung, außer die Verlustbedingung trifft zu; andere zerrüttete Einheiten legen keinen Kohäsionstest ab.</translation>
    </message>
    <message>
        <source>When Cohesion, Assault Value and Small Arms Value tie, a die picks the selected unit.</source>
        <translation>Bei Gleichstand in Kohäsion, Sturmwert und Handwaffenwert bestimmt ein Würfel die ausgewählte Einheit.</translation>
    </message>
    <message>
        <source>The secondary impact scatters by one d6, its faces counted clockwise from the map&apos;s north hexside: %1.</source>
        <translation>Der Nebeneinschlag streut mit einem W6, dessen Augenzahlen im Uhrzeigersinn ab der Nordseite des Hexfelds auf der Karte gezählt werden: %1.</translation>
    </message>
    <message>
        <source>Each hindrance on the line of fire adds %1 to the SADRM placed.</source>
        <translation>Jede Behinderung auf der Feuerlinie addiert %1 zum gesetzten SADRM.</translation>
    </message>
    <message>
        <source>In an assault hex the assaulting side benefits from an improved or fortified position; natural terrain benefits every unit.</source>
        <translation>In einem Sturm-Hexfeld profitiert die angreifende Seite von einer ausgebauten oder befestigten Stellung; natürliches Gelände nützt jeder Einheit.</translation>
    </message>
    <message>
        <source>In an assault hex the assaulting side does not benefit from an improved or fortified position; natural terrain benefits every unit.</source>
        <translation>In einem Sturm-Hexfeld profitiert die angreifende Seite nicht von einer ausgebauten oder befestigten Stellung; natürliches Gelände nützt jeder Einheit.</translation>
    </message>
    <message>
        <source>A platoon leader calling a mortar on his own assault hex (13.3.1a) must pass a Cohesion Check first.</source>
        <translation>Ein Zugführer, der einen Mörser auf sein eigenes Sturm-Hexfeld anfordert (13.3.1a), muss zuerst einen Kohäsionstest bestehen.</translation>
    </message>
    <message>
        <source>A platoon leader calling a mortar on his own assault hex (13.3.1a) need not pass a Cohesion Check first.</source>
        <translation>Ein Zugführer, der einen Mörser auf sein eigenes Sturm-Hexfeld anfordert (13.3.1a), muss vorher keinen Kohäsionstest bestehen.</translation>
    </message>
    <message>
        <source>A leader calling a mortar must see the impact hex; a hindered line is enough.</source>
        <translation>Ein Führer, der einen Mörser anfordert, muss das Einschlag-Hexfeld sehen; eine behinderte Sichtlinie genügt.</translation>
    </message>
    <message>
        <source>A leader calling a mortar need not see the impact hex; a hindered line is enough.</source>
        <translation>Ein Führer, der einen Mörser anfordert, muss das Einschlag-Hexfeld nicht sehen; eine behinderte Sichtlinie genügt.</translation>
    </message>
    <message>
        <source>Woods, jungle, tree-lines and buildings block LOS, hills only when higher than both ends; MDRM markers and smoke hinder; lines along a hexside use the better side.</source>
        <translation>Wald, Dschungel, Baumreihen und Gebäude blockieren die Sichtlinie, Hügel nur, wenn sie höher als beide Enden sind; MDRM-Marker und Rauch behindern; Linien entlang einer Hexfeldseite verwenden die bessere Seite.</translation>
    </message>
    <message>
        <source>A unit leaving a secondary impact hex in the Marker Adjustment Step makes a Cohesion Check; on failure it disrupts and stays.</source>
        <translation>Eine Einheit, die im Markeranpassungsschritt ein Nebeneinschlag-Hexfeld verlässt, legt einen Kohäsionstest ab; misslingt er, wird sie zerrüttet und bleibt.</translation>
    </message>
    <message>
        <source>Leader (non-combat)</source>
        <translation>Führer (Nichtkampfeinheit)</translation>
    </message>
    <message>
        <source>SADRM %1 (small-arms fire) on the %2 units</source>
        <translation>SADRM %1 (Handwaffenfeuer) auf die Einheiten der Seite %2</translation>
    </message>
    <message>
        <source>MDRM %1 (mortar fire): base %2</source>
        <translation>MDRM %1 (Mörserfeuer): Basis %2</translation>
    </message>
    <message>
        <source>MDRM %1 (mortar fire): base %2, terrain %3 for %4 only (others face %5)</source>
        <translation>MDRM %1 (Mörserfeuer): Basis %2, Gelände %3 nur für %4 (die übrigen erhalten %5)</translation>
    </message>
    <message>
        <source>ATDRM %1 (anti-tank fire)</source>
        <translation>ATDRM %1 (Panzerabwehrfeuer)</translation>
    </message>
    <message>
        <source>Primary impact hex</source>
        <translation>Haupteinschlag-Hexfeld</translation>
    </message>
    <message>
        <source>Secondary impact hex</source>
        <translation>Nebeneinschlag-Hexfeld</translation>
    </message>
    <message>
        <source>Assault: %1 assaulting this hex</source>
        <translation>Sturmangriff: %1 greift dieses Hexfeld an</translation>
    </message>
    <message>
        <source>Assault arrow (%1) towards %2</source>
        <translation>Sturmpfeil (%1) in Richtung %2</translation>
    </message>
    <message>
        <source>Assault arrow (%1)</source>
        <translation>Sturmpfeil (%1)</translation>
    </message>
    <message>
        <source>Small arms value</source>
        <translation>Handwaffenwert</translation>
    </message>
    <message>
        <source>Assault value</source>
        <translation>Sturmwert</translation>
    </message>
    <message>
        <source>%1 (reduced side; full %2)</source>
        <translation>%1 (reduzierte Seite; voll %2)</translation>
    </message>
    <message>
        <source>Fire results above it disrupt the unit; a Cohesion Check passes on a d10 at or below it.</source>
        <translation>Feuerergebnisse darüber zerrütten die Einheit; ein Kohäsionstest gelingt mit einem W10 bis zu diesem Wert.</translation>
    </message>
    <message>
        <source>Small-arms value</source>
        <translation>Handwaffenwert</translation>
    </message>
    <message>
        <source>Breaks ties for the selected unit after the assault value.</source>
        <translation>Entscheidet Gleichstände bei der ausgewählten Einheit nach dem Sturmwert.</translation>
    </message>
    <message>
        <source>Breaks ties on Cohesion for the selected unit.</source>
        <translation>Entscheidet Gleichstände in der Kohäsion bei der ausgewählten Einheit.</translation>
    </message>
    <message>
        <source>A leader of the same platoon helps at Fire Resolution when his Cohesion is higher.</source>
        <translation>Ein Führer desselben Zuges hilft bei der Feuerauswertung, wenn seine Kohäsion höher ist.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>Rolls one better to recover and to withdraw.</source>
        <translation>Würfelt um eins besser beim Erholen und beim Absetzen.</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Antrieb</translation>
    </message>
    <message>
        <source>Wheeled</source>
        <translation>Rad</translation>
    </message>
    <message>
        <source>Tracked</source>
        <translation>Kette</translation>
    </message>
    <message>
        <source>Sets the vehicle&apos;s maneuver allowance.</source>
        <translation>Bestimmt die Manöverbewegung des Fahrzeugs.</translation>
    </message>
    <message>
        <source>National rule</source>
        <translation>Nationale Regel</translation>
    </message>
    <message>
        <source>Takes a casualty instead of disrupting; makes no Cohesion Checks.</source>
        <translation>Erleidet einen Verlust statt zerrüttet zu werden; legt keine Kohäsionstests ab.</translation>
    </message>
    <message>
        <source>Takes a casualty whenever it disrupts; makes no Cohesion Checks.</source>
        <translation>Erleidet einen Verlust, wann immer es zerrüttet wird; legt keine Kohäsionstests ab.</translation>
    </message>
    <message>
        <source>no leader of %1&apos;s platoon is stacked with it</source>
        <translation>kein Führer des Zuges von %1 steht mit ihm im Stapel</translation>
    </message>
    <message>
        <source>recovery of %1</source>
        <translation>Erholung von %1</translation>
    </message>
    <message>
        <source>%1&apos;s recovery roll</source>
        <translation>Erholungswurf von %1</translation>
    </message>
    <message>
        <source>%1: die %2 %3</source>
        <translation>%1: Würfel %2 %3</translation>
    </message>
    <message>
        <source>%1: die %2</source>
        <translation>%1: Würfel %2</translation>
    </message>
    <message>
        <source>Modified recovery roll of %1</source>
        <translation>Modifizierter Erholungswurf von %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 is elite</source>
        <translation>%1 ist Elite</translation>
    </message>
    <message>
        <source>%1, %2&apos;s platoon leader, is stacked with it and assists (one Disrupted unit or one Regrouping hex a turn: the players keep to it, docs/rules.md: Assisting leader)</source>
        <translation>%1, Zugführer von %2, steht mit ihm im Stapel und hilft (eine zerrüttete Einheit oder ein Neusammel-Hexfeld pro Zug: die Spieler halten sich daran, docs/rules.md: Assisting leader)</translation>
    </message>
    <message>
        <source>no assisting leader: %1</source>
        <translation>kein helfender Führer: %1</translation>
    </message>
    <message>
        <source>%1 is Japanese: +1 against Regrouping</source>
        <translation>%1 ist japanisch: +1 gegen das Neusammeln</translation>
    </message>
    <message>
        <source>%1 is Russian: +1 against Regrouping</source>
        <translation>%1 ist russisch: +1 gegen das Neusammeln</translation>
    </message>
    <message>
        <source>%1 is not an infantry unit: a natural 10 does not make it Heroic</source>
        <translation>%1 ist keine Infanterieeinheit: eine natürliche 10 macht es nicht heldenhaft</translation>
    </message>
    <message>
        <source>no enemy unit within 5 hexes of %1: a natural 10 does not make it Heroic</source>
        <translation>keine feindliche Einheit innerhalb von 5 Hexfeldern um %1: eine natürliche 10 macht es nicht heldenhaft</translation>
    </message>
    <message>
        <source>a natural 10 makes %1 Heroic, whatever the modified roll: %2 is %3 hex away</source>
        <translation>eine natürliche 10 macht %1 heldenhaft, unabhängig vom modifizierten Wurf: %2 ist %3 Hexfeld entfernt</translation>
    </message>
    <message>
        <source>a natural 10 makes %1 Heroic, whatever the modified roll: %2 is %3 hexes away</source>
        <translation>eine natürliche 10 macht %1 heldenhaft, unabhängig vom modifizierten Wurf: %2 ist %3 Hexfelder entfernt</translation>
    </message>
    <message>
        <source>%1&apos;s Regrouping hex recovery</source>
        <translation>Erholung im Neusammel-Hexfeld von %1</translation>
    </message>
    <message>
        <source>%1&apos;s recovery</source>
        <translation>Erholung von %1</translation>
    </message>
    <message>
        <source>fails: stays regrouping</source>
        <translation>misslingt: sammelt sich weiter neu</translation>
    </message>
    <message>
        <source>fails: stays disrupted</source>
        <translation>misslingt: bleibt zerrüttet</translation>
    </message>
    <message>
        <source>Heroic: %1 is no longer regrouping</source>
        <translation>Heldenhaft: %1 sammelt sich nicht mehr neu</translation>
    </message>
    <message>
        <source>Heroic: %1 is no longer disrupted</source>
        <translation>Heldenhaft: %1 ist nicht mehr zerrüttet</translation>
    </message>
    <message>
        <source>Rallied: %1 stop regrouping, one extra action</source>
        <translation>Gesammelt: %1 hören auf, sich neu zu sammeln, eine zusätzliche Aktion</translation>
    </message>
    <message>
        <source>Rallied: no longer disrupted, one extra action</source>
        <translation>Gesammelt: nicht mehr zerrüttet, eine zusätzliche Aktion</translation>
    </message>
    <message>
        <source>Recovered: no longer disrupted</source>
        <translation>Erholt: nicht mehr zerrüttet</translation>
    </message>
    <message>
        <source>Recovered: no longer disrupted, now regrouping</source>
        <translation>Erholt: nicht mehr zerrüttet, sammelt sich jetzt neu</translation>
    </message>
    <message>
        <source>Failed: still regrouping</source>
        <translation>Misslungen: sammelt sich weiter neu</translation>
    </message>
    <message>
        <source>Failed: still disrupted</source>
        <translation>Misslungen: weiter zerrüttet</translation>
    </message>
    <message>
        <source>recovery roll &lt;= Cohesion</source>
        <translation>Erholungswurf &lt;= Kohäsion</translation>
    </message>
    <message>
        <source>a recovered unit regroups (two steps)</source>
        <translation>eine erholte Einheit sammelt sich neu (zwei Schritte)</translation>
    </message>
    <message>
        <source>rallied by the recovery roll</source>
        <translation>durch den Erholungswurf gesammelt</translation>
    </message>
    <message>
        <source>one extra action this turn</source>
        <translation>eine zusätzliche Aktion in diesem Zug</translation>
    </message>
    <message>
        <source>a heroic unit is no longer regrouping</source>
        <translation>eine heldenhafte Einheit sammelt sich nicht mehr neu</translation>
    </message>
    <message>
        <source>a heroic unit is no longer disrupted</source>
        <translation>eine heldenhafte Einheit ist nicht mehr zerrüttet</translation>
    </message>
    <message>
        <source>a natural 10 with an enemy within 5 hexes</source>
        <translation>eine natürliche 10 mit einem Feind innerhalb von 5 Hexfeldern</translation>
    </message>
    <message>
        <source>select the one unit that rolls to recover</source>
        <translation>wähle die eine Einheit, die für die Erholung würfelt</translation>
    </message>
    <message>
        <source>%1 has been eliminated</source>
        <translation>%1 wurde eliminiert</translation>
    </message>
    <message>
        <source>%1 is neither disrupted nor regrouping: only those roll to recover</source>
        <translation>%1 ist weder zerrüttet noch sammelt es sich neu: nur solche Einheiten würfeln für die Erholung</translation>
    </message>
    <message>
        <source>%1 is in the assault hex %2: there is no recovery inside an assault hex</source>
        <translation>%1 steht im Sturm-Hexfeld %2: in einem Sturm-Hexfeld gibt es keine Erholung</translation>
    </message>
    <message>
        <source>%1 is disrupted: one d10, Rally on 1 or less, Recover on its Cohesion %2 or less</source>
        <translation>%1 ist zerrüttet: ein W10, Sammeln bei 1 oder weniger, Erholen bei seiner Kohäsion %2 oder weniger</translation>
    </message>
    <message>
        <source>Regrouping hex %1 (%2): one d10, Rally on the best combat unit&apos;s Cohesion %3 or less</source>
        <translation>Neusammel-Hexfeld %1 (%2): ein W10, Sammeln bei der Kohäsion der besten Kampfeinheit %3 oder weniger</translation>
    </message>
    <message>
        <source>Recovery DRM of %1</source>
        <translation>Erholungs-DRM von %1</translation>
    </message>
    <message>
        <source>%1: expected a whole number from -20 to 20</source>
        <translation>%1: erwartet wird eine ganze Zahl von -20 bis 20</translation>
    </message>
    <message>
        <source>forward observer</source>
        <translation>vorgeschobener Beobachter</translation>
    </message>
    <message>
        <source>primary impact</source>
        <translation>Haupteinschlag</translation>
    </message>
    <message>
        <source>primary impact MDRM</source>
        <translation>MDRM des Haupteinschlags</translation>
    </message>
    <message>
        <source>own-hex Cohesion Check of %1</source>
        <translation>Kohäsionstest von %1 im eigenen Hexfeld</translation>
    </message>
    <message>
        <source>%1&apos;s Cohesion Check before calling the mortar on his own hex</source>
        <translation>Kohäsionstest von %1, bevor er den Mörser auf sein eigenes Hexfeld anfordert</translation>
    </message>
    <message>
        <source>own-hex Mortar Fire Action</source>
        <translation>Mörserfeueraktion auf das eigene Hexfeld</translation>
    </message>
    <message>
        <source>own-hex Cohesion Check: die %1: passed</source>
        <translation>Kohäsionstest im eigenen Hexfeld: Würfel %1: bestanden</translation>
    </message>
    <message>
        <source>own-hex Cohesion Check: die %1: failed, disrupted; no fire mission</source>
        <translation>Kohäsionstest im eigenen Hexfeld: Würfel %1: misslungen, zerrüttet; kein Feuerauftrag</translation>
    </message>
    <message>
        <source>failed own-hex Cohesion Check</source>
        <translation>misslungener Kohäsionstest im eigenen Hexfeld</translation>
    </message>
    <message>
        <source>secondary impact direction</source>
        <translation>Richtung des Nebeneinschlags</translation>
    </message>
    <message>
        <source>The scatter die sends the secondary impact from %1 to %2</source>
        <translation>Der Streuungswürfel schickt den Nebeneinschlag von %1 nach %2</translation>
    </message>
    <message>
        <source>The scatter die sends the secondary impact off the map</source>
        <translation>Der Streuungswürfel schickt den Nebeneinschlag von der Karte</translation>
    </message>
    <message>
        <source>scatter die %1, %2: off the map, no secondary impact marker</source>
        <translation>Streuungswürfel %1, %2: außerhalb der Karte, kein Nebeneinschlagsmarker</translation>
    </message>
    <message>
        <source>Secondary impact off the map</source>
        <translation>Nebeneinschlag außerhalb der Karte</translation>
    </message>
    <message>
        <source>scatter die %1, %2: secondary impact hex %3</source>
        <translation>Streuungswürfel %1, %2: Nebeneinschlag-Hexfeld %3</translation>
    </message>
    <message>
        <source>secondary impact MDRM in %1 (MV %2 - 1)</source>
        <translation>MDRM des Nebeneinschlags in %1 (MV %2 - 1)</translation>
    </message>
    <message>
        <source>Secondary impact MDRM</source>
        <translation>MDRM des Nebeneinschlags</translation>
    </message>
    <message>
        <source>secondary impact</source>
        <translation>Nebeneinschlag</translation>
    </message>
    <message>
        <source>secondary impact MDRM</source>
        <translation>MDRM des Nebeneinschlags</translation>
    </message>
    <message>
        <source>secondary impact in %1</source>
        <translation>Nebeneinschlag in %1</translation>
    </message>
    <message>
        <source>Stays in %1 (primary impact hex %2)</source>
        <translation>Bleibt in %1 (Haupteinschlag-Hexfeld %2)</translation>
    </message>
    <message>
        <source>exit Cohesion Check of %1</source>
        <translation>Kohäsionstest von %1 beim Verlassen</translation>
    </message>
    <message>
        <source>%1&apos;s Cohesion Check to leave %2 for %3</source>
        <translation>Kohäsionstest von %1, um %2 in Richtung %3 zu verlassen</translation>
    </message>
    <message>
        <source>leaving a secondary impact hex</source>
        <translation>beim Verlassen eines Nebeneinschlag-Hexfelds</translation>
    </message>
    <message>
        <source>%1 exit Cohesion Check: die %2: passed</source>
        <translation>%1, Kohäsionstest beim Verlassen: Würfel %2: bestanden</translation>
    </message>
    <message>
        <source>%1 exit Cohesion Check: die %2: failed, disrupted, stays</source>
        <translation>%1, Kohäsionstest beim Verlassen: Würfel %2: misslungen, zerrüttet, bleibt</translation>
    </message>
    <message>
        <source>disrupted leaving a secondary impact hex</source>
        <translation>beim Verlassen eines Nebeneinschlag-Hexfelds zerrüttet</translation>
    </message>
    <message>
        <source>enters the assaulted hex</source>
        <translation>betritt das angegriffene Hexfeld</translation>
    </message>
    <message>
        <source>Enters %1</source>
        <translation>Betritt %1</translation>
    </message>
    <message>
        <source>Disrupted, stays in %1</source>
        <translation>Zerrüttet, bleibt in %1</translation>
    </message>
    <message>
        <source>%1 is a leader: leaders are non-combat units and do not fire</source>
        <translation>%1 ist ein Führer: Führer sind Nichtkampfeinheiten und feuern nicht</translation>
    </message>
    <message>
        <source>%1 is in the target hex %2</source>
        <translation>%1 steht im Ziel-Hexfeld %2</translation>
    </message>
    <message>
        <source>no line of sight from %1 in %2 to %3: blocked</source>
        <translation>keine Sichtlinie von %1 in %2 nach %3: blockiert</translation>
    </message>
    <message>
        <source>no line of sight from %1 in %2 to %3: in %4, %5</source>
        <translation>keine Sichtlinie von %1 in %2 nach %3: in %4, %5</translation>
    </message>
    <message>
        <source>terrain blocks LOS</source>
        <translation>Gelände blockiert die Sichtlinie</translation>
    </message>
    <message>
        <source>SADRM entered by the player for %1 instead of the printed values</source>
        <translation>SADRM vom Spieler für %1 eingegeben statt der aufgedruckten Werte</translation>
    </message>
    <message>
        <source>small-arms value of %1 (printed)</source>
        <translation>Handwaffenwert von %1 (aufgedruckt)</translation>
    </message>
    <message>
        <source>%1 other unit firing with it, %2 each</source>
        <translation>%1 weitere Einheit feuert mit, je %2</translation>
    </message>
    <message>
        <source>%1 other units firing with it, %2 each</source>
        <translation>%1 weitere Einheiten feuern mit, je %2</translation>
    </message>
    <message>
        <source>a moving target: %1 maneuvered this turn</source>
        <translation>ein bewegliches Ziel: %1 hat in diesem Zug manövriert</translation>
    </message>
    <message>
        <source>TEM of %1: %2 (lowest of terrain and features, not cumulative)</source>
        <translation>TEM von %1: %2 (der niedrigste aus Gelände und Geländemerkmalen, nicht kumulativ)</translation>
    </message>
    <message>
        <source>%1 is regrouping: its fire is one worse</source>
        <translation>%1 sammelt sich neu: sein Feuer ist um eins schlechter</translation>
    </message>
    <message>
        <source>select the firing units</source>
        <translation>wähle die feuernden Einheiten</translation>
    </message>
    <message>
        <source>choose the target hex</source>
        <translation>wähle das Ziel-Hexfeld</translation>
    </message>
    <message>
        <source>the target hex %1 is off the map</source>
        <translation>das Ziel-Hexfeld %1 liegt außerhalb der Karte</translation>
    </message>
    <message>
        <source>%1 hindrance on the line of fire, %2 each</source>
        <translation>%1 Behinderung auf der Feuerlinie, je %2</translation>
    </message>
    <message>
        <source>%1 hindrances on the line of fire, %2 each</source>
        <translation>%1 Behinderungen auf der Feuerlinie, je %2</translation>
    </message>
    <message>
        <source>SADRM marker placed on the %1 units in %2</source>
        <translation>SADRM-Marker auf die Einheiten der Seite %1 in %2 gesetzt</translation>
    </message>
    <message>
        <source>SADRM placed</source>
        <translation>SADRM gesetzt</translation>
    </message>
    <message>
        <source>If resolved now: </source>
        <translation>Wenn jetzt ausgewertet: </translation>
    </message>
    <message>
        <source>small-arms fire</source>
        <translation>Handwaffenfeuer</translation>
    </message>
    <message>
        <source>SADRM %1 placed</source>
        <translation>SADRM %1 gesetzt</translation>
    </message>
    <message>
        <source>no TEM against mortars in %1</source>
        <translation>kein TEM gegen Mörser in %1</translation>
    </message>
    <message>
        <source>the assaulting side in %1 does not benefit from the %2; natural terrain %3 %4 applies to all</source>
        <translation>die angreifende Seite in %1 profitiert nicht von %2; natürliches Gelände %3 %4 gilt für alle</translation>
    </message>
    <message>
        <source>the assaulting side in %1 does not benefit from the %2</source>
        <translation>die angreifende Seite in %1 profitiert nicht von %2</translation>
    </message>
    <message>
        <source>%1 is regrouping</source>
        <translation>%1 sammelt sich neu</translation>
    </message>
    <message>
        <source>%1 is in a primary impact hex</source>
        <translation>%1 steht in einem Haupteinschlag-Hexfeld</translation>
    </message>
    <message>
        <source>%1 is in an assault hex and is not a platoon leader</source>
        <translation>%1 steht in einem Sturm-Hexfeld und ist kein Zugführer</translation>
    </message>
    <message>
        <source>%1 is heroic</source>
        <translation>%1 ist heldenhaft</translation>
    </message>
    <message>
        <source>%1 is out of command</source>
        <translation>%1 ist ohne Befehlsverbindung</translation>
    </message>
    <message>
        <source>%1 is loaded in a vehicle in motion</source>
        <translation>%1 ist in ein fahrendes Fahrzeug verladen</translation>
    </message>
    <message>
        <source>%1 is in an assault hex: he may only call a mortar on his own hex</source>
        <translation>%1 steht in einem Sturm-Hexfeld: er darf einen Mörser nur auf sein eigenes Hexfeld anfordern</translation>
    </message>
    <message>
        <source>%1 may request a Mortar Fire Action on %2, his own hex, by the exception for a leader in an assault hex</source>
        <translation>%1 darf eine Mörserfeueraktion auf %2 anfordern, sein eigenes Hexfeld, nach der Ausnahme für einen Führer in einem Sturm-Hexfeld</translation>
    </message>
    <message>
        <source>%1 may request a Mortar Fire Action on %2, his own hex</source>
        <translation>%1 darf eine Mörserfeueraktion auf %2 anfordern, sein eigenes Hexfeld</translation>
    </message>
    <message>
        <source>%1 may request a Mortar Fire Action on %2, by the exception for a leader in an assault hex</source>
        <translation>%1 darf eine Mörserfeueraktion auf %2 anfordern, nach der Ausnahme für einen Führer in einem Sturm-Hexfeld</translation>
    </message>
    <message>
        <source>%1 may request a Mortar Fire Action on %2</source>
        <translation>%1 darf eine Mörserfeueraktion auf %2 anfordern</translation>
    </message>
    <message>
        <source>Secondary impact hex, by the d6 scatter die</source>
        <translation>Nebeneinschlag-Hexfeld nach dem W6-Streuungswürfel</translation>
    </message>
    <message>
        <source>Off the map: no secondary marker</source>
        <translation>Außerhalb der Karte: kein Nebeneinschlagsmarker</translation>
    </message>
    <message>
        <source>no fire mission</source>
        <translation>kein Feuerauftrag</translation>
    </message>
    <message>
        <source>select the one leader who requests the Mortar Fire Action</source>
        <translation>wähle den einen Führer, der die Mörserfeueraktion anfordert</translation>
    </message>
    <message>
        <source>%1 is not a leader: only leaders request a Mortar Fire Action</source>
        <translation>%1 ist kein Führer: nur Führer fordern eine Mörserfeueraktion an</translation>
    </message>
    <message>
        <source>choose the primary impact hex</source>
        <translation>wähle das Haupteinschlag-Hexfeld</translation>
    </message>
    <message>
        <source>the impact hex %1 is off the map</source>
        <translation>das Einschlag-Hexfeld %1 liegt außerhalb der Karte</translation>
    </message>
    <message>
        <source>enter the mortar value (MV) of the mortar section</source>
        <translation>gib den Mörserwert (MV) der Mörsergruppe ein</translation>
    </message>
    <message>
        <source>%1 cannot see %2 but may still call the mortar (the scenario&apos;s option)</source>
        <translation>%1 kann %2 nicht sehen, darf den Mörser aber trotzdem anfordern (Option des Szenarios)</translation>
    </message>
    <message>
        <source>%1 sees %2</source>
        <translation>%1 sieht %2</translation>
    </message>
    <message>
        <source>%1 calls on his own assault hex: he must pass a Cohesion Check first (the scenario&apos;s option)</source>
        <translation>%1 fordert auf sein eigenes Sturm-Hexfeld an: er muss zuerst einen Kohäsionstest bestehen (Option des Szenarios)</translation>
    </message>
    <message>
        <source>%1 calls on his own assault hex: no Cohesion Check, as in the playbook&apos;s example of 13.3.1a</source>
        <translation>%1 fordert auf sein eigenes Sturm-Hexfeld an: kein Kohäsionstest, wie im Beispiel des Playbooks zu 13.3.1a</translation>
    </message>
    <message>
        <source>%1 calls on his own hex: Cohesion Check, d10 &lt;= %2 passes</source>
        <translation>%1 fordert auf sein eigenes Hexfeld an: Kohäsionstest, W10 &lt;= %2 besteht</translation>
    </message>
    <message>
        <source>%1&apos;s own-hex Cohesion Check</source>
        <translation>Kohäsionstest von %1 im eigenen Hexfeld</translation>
    </message>
    <message>
        <source>fail: disrupted, no fire mission</source>
        <translation>misslungen: zerrüttet, kein Feuerauftrag</translation>
    </message>
    <message>
        <source>mortar value of the mortar</source>
        <translation>Mörserwert des Mörsers</translation>
    </message>
    <message>
        <source>mortar value of %1</source>
        <translation>Mörserwert von %1</translation>
    </message>
    <message>
        <source>primary impact MDRM in %1 (for units in the hex that benefit from the TEM)</source>
        <translation>MDRM des Haupteinschlags in %1 (für Einheiten im Hexfeld, die vom TEM profitieren)</translation>
    </message>
    <message>
        <source>Primary impact MDRM (benefiting units)</source>
        <translation>MDRM des Haupteinschlags (profitierende Einheiten)</translation>
    </message>
    <message>
        <source>Primary impact MDRM (others)</source>
        <translation>MDRM des Haupteinschlags (übrige)</translation>
    </message>
    <message>
        <source>The secondary impact lands in %1 if the scatter die shows %2</source>
        <translation>Der Nebeneinschlag landet in %1, wenn der Streuungswürfel %2 zeigt</translation>
    </message>
    <message>
        <source>the maneuver hex is off the map</source>
        <translation>das Manöver-Hexfeld liegt außerhalb der Karte</translation>
    </message>
    <message>
        <source>%1 is not adjacent to %2</source>
        <translation>%1 grenzt nicht an %2</translation>
    </message>
    <message>
        <source>units may not enter the primary impact hex %1</source>
        <translation>Einheiten dürfen das Haupteinschlag-Hexfeld %1 nicht betreten</translation>
    </message>
    <message>
        <source>%1 in %2 cannot maneuver into %3 (not adjacent)</source>
        <translation>%1 in %2 kann nicht nach %3 manövrieren (nicht angrenzend)</translation>
    </message>
    <message>
        <source>%1 in %2 is not adjacent to %3; name the hex it maneuvers into (13.2.2)</source>
        <translation>%1 in %2 grenzt nicht an %3; gib das Hexfeld an, in das es manövriert (13.2.2)</translation>
    </message>
    <message>
        <source>maneuvers before a non-adjacent assault</source>
        <translation>manövriert vor einem nicht angrenzenden Sturmangriff</translation>
    </message>
    <message>
        <source>assaults</source>
        <translation>greift an</translation>
    </message>
    <message>
        <source>Assault Arrow towards %1</source>
        <translation>Sturmpfeil in Richtung %1</translation>
    </message>
    <message>
        <source>Entered %1</source>
        <translation>Hat %1 betreten</translation>
    </message>
    <message>
        <source>assault nationality</source>
        <translation>Sturm-Nationalität</translation>
    </message>
    <message>
        <source>assault arrow</source>
        <translation>Sturmpfeil</translation>
    </message>
    <message>
        <source>select the assaulting units</source>
        <translation>wähle die angreifenden Einheiten</translation>
    </message>
    <message>
        <source>choose the hex to assault (on the map)</source>
        <translation>wähle das anzugreifende Hexfeld (auf der Karte)</translation>
    </message>
    <message>
        <source>%1 is a vehicle</source>
        <translation>%1 ist ein Fahrzeug</translation>
    </message>
    <message>
        <source>there is no enemy unit in %1 to assault</source>
        <translation>in %1 steht keine feindliche Einheit, die angegriffen werden könnte</translation>
    </message>
    <message>
        <source>%1 maneuvers into %2 and assaults %3 from a non-adjacent hex: Assault Arrow</source>
        <translation>%1 manövriert nach %2 und greift %3 aus einem nicht angrenzenden Hexfeld an: Sturmpfeil</translation>
    </message>
    <message>
        <source>%1 maneuver into %2 and assault %3 from a non-adjacent hex: Assault Arrow</source>
        <translation>%1 manövrieren nach %2 und greifen %3 aus einem nicht angrenzenden Hexfeld an: Sturmpfeil</translation>
    </message>
    <message>
        <source>%1 assaults %2 from an adjacent hex</source>
        <translation>%1 greift %2 aus einem angrenzenden Hexfeld an</translation>
    </message>
    <message>
        <source>%1 assault %2 from an adjacent hex</source>
        <translation>%1 greifen %2 aus einem angrenzenden Hexfeld an</translation>
    </message>
    <message>
        <source>the %1 Assault Nationality marker is already in %2</source>
        <translation>der Sturm-Nationalitätsmarker der Seite %1 liegt bereits in %2</translation>
    </message>
    <message>
        <source>%1 Assault Nationality marker placed in %2</source>
        <translation>Sturm-Nationalitätsmarker der Seite %1 in %2 gesetzt</translation>
    </message>
    <message>
        <source>no Assault Arrow points at %1</source>
        <translation>kein Sturmpfeil zeigt auf %1</translation>
    </message>
    <message>
        <source>there are no Assault Arrows to adjust</source>
        <translation>es gibt keine Sturmpfeile anzupassen</translation>
    </message>
    <message>
        <source>%1 may not enter the primary impact hex %2: it stays in %3 and faces the fire there</source>
        <translation>%1 darf das Haupteinschlag-Hexfeld %2 nicht betreten: es bleibt in %3 und steht dort im Feuer</translation>
    </message>
    <message>
        <source>%1 Marker Adjustment</source>
        <translation>Markeranpassung von %1</translation>
    </message>
    <message>
        <source>%1 leaves the secondary impact hex %2: Cohesion Check, d10 &lt;= %3 passes</source>
        <translation>%1 verlässt das Nebeneinschlag-Hexfeld %2: Kohäsionstest, W10 &lt;= %3 besteht</translation>
    </message>
    <message>
        <source>%1&apos;s exit Cohesion Check</source>
        <translation>Kohäsionstest von %1 beim Verlassen</translation>
    </message>
    <message>
        <source>Passed: enters %1</source>
        <translation>Bestanden: betritt %1</translation>
    </message>
    <message>
        <source>Failed: disrupted, stays in %1</source>
        <translation>Misslungen: zerrüttet, bleibt in %1</translation>
    </message>
    <message>
        <source>fail: disrupted, stays in %1</source>
        <translation>misslungen: zerrüttet, bleibt in %1</translation>
    </message>
    <message>
        <source>%1 enters the assaulted hex %2</source>
        <translation>%1 betritt das angegriffene Hexfeld %2</translation>
    </message>
    <message>
        <source>there are no SADRM or MDRM markers in %1</source>
        <translation>in %1 liegen keine SADRM- oder MDRM-Marker</translation>
    </message>
    <message>
        <source>there are no SADRM or MDRM markers on the map</source>
        <translation>auf der Karte liegen keine SADRM- oder MDRM-Marker</translation>
    </message>
    <message>
        <source>%1 has no The Last Hundred Yards values</source>
        <translation>%1 hat keine Werte für The Last Hundred Yards</translation>
    </message>
    <message>
        <source>%1 is a leader: expected a zero-step unit (maxStrength 0)</source>
        <translation>%1 ist ein Führer: erwartet wird eine Einheit ohne Stufen (maxStrength 0)</translation>
    </message>
    <message>
        <source>%1 is a squad: expected 2 steps, full (2) or reduced (1)</source>
        <translation>%1 ist ein Trupp: erwartet werden 2 Stufen, voll (2) oder reduziert (1)</translation>
    </message>
    <message>
        <source>The Last Hundred Yards is played by two sides; this position has %1</source>
        <translation>The Last Hundred Yards wird von zwei Seiten gespielt; diese Stellung hat %1</translation>
    </message>
    <message>
        <source>Both sides roll a die; the higher has the initiative and is the active player for the whole turn: it activates its platoons, the other side only reacts. A side with no leader and no vehicle on the map forfeits the roll.</source>
        <translation>Beide Seiten würfeln; die höhere hat die Initiative und ist für den ganzen Zug der aktive Spieler: sie aktiviert ihre Züge, die andere Seite reagiert nur. Eine Seite ohne Führer und ohne Fahrzeug auf der Karte verliert den Wurf.</translation>
    </message>
    <message>
        <source>The active player activates a company (a Coordination roll lets all its platoons act) or a platoon, and its units act, each once a turn. Then he calls for Reaction: the other side may act with units that saw what happened, and calls back, until a side declines.</source>
        <translation>Der aktive Spieler aktiviert eine Kompanie (ein Koordinationswurf lässt alle ihre Züge handeln) oder einen Zug, und dessen Einheiten handeln, jede einmal pro Zug. Dann ruft er Reaktion aus: die andere Seite darf mit Einheiten handeln, die das Geschehen gesehen haben, und ruft zurück, bis eine Seite verzichtet.</translation>
    </message>
    <message>
        <source>Hands play to the other side: it may react with units that have not acted and saw what happened, then call for Reaction in turn. Calling without acting declines.</source>
        <translation>Übergibt an die andere Seite: sie darf mit Einheiten reagieren, die noch nicht gehandelt und das Geschehen gesehen haben, und dann ihrerseits Reaktion ausrufen. Ausrufen ohne zu handeln bedeutet Verzicht.</translation>
    </message>
    <message>
        <source>Units behind Assault Arrows enter the hex they assault, unless it has become a primary impact hex; a unit leaving a secondary impact hex checks Cohesion first.</source>
        <translation>Einheiten hinter Sturmpfeilen betreten das Hexfeld, das sie angreifen, sofern es nicht zu einem Haupteinschlag-Hexfeld geworden ist; eine Einheit, die ein Nebeneinschlag-Hexfeld verlässt, legt zuerst einen Kohäsionstest ab.</translation>
    </message>
    <message>
        <source>Every hex with DRM markers is resolved: one die per marker, the worst result hits the best unit, and the markers leave the map.</source>
        <translation>Jedes Hexfeld mit DRM-Markern wird ausgewertet: ein Würfel pro Marker, das schlimmste Ergebnis trifft die beste Einheit, und die Marker verlassen die Karte.</translation>
    </message>
    <message>
        <source>Each hex with an Assault Nationality marker is resolved: the units, the net modifier and the result the players agree on; the loser retreats.</source>
        <translation>Jedes Hexfeld mit einem Sturm-Nationalitätsmarker wird ausgewertet: die Einheiten, der Netto-Modifikator und das Ergebnis, auf das sich die Spieler einigen; der Verlierer zieht sich zurück.</translation>
    </message>
    <message>
        <source>The end of the turn: the time lapse roll says how many minutes passed, the turn&apos;s markers come off, and the mission ends when its time is up.</source>
        <translation>Das Ende des Zuges: der Zeitablaufwurf sagt, wie viele Minuten vergangen sind, die Marker des Zuges werden entfernt, und die Mission endet, wenn ihre Zeit abgelaufen ist.</translation>
    </message>
    <message>
        <source>Marsh</source>
        <translation>Sumpf</translation>
    </message>
    <message>
        <source>Hut</source>
        <translation>Hütte</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Mauer</translation>
    </message>
    <message>
        <source>Woods</source>
        <translation>Wald</translation>
    </message>
    <message>
        <source>Jungle</source>
        <translation>Dschungel</translation>
    </message>
    <message>
        <source>Tree-line</source>
        <translation>Baumreihe</translation>
    </message>
    <message>
        <source>Hill</source>
        <translation>Hügel</translation>
    </message>
    <message>
        <source>Wooden building</source>
        <translation>Holzgebäude</translation>
    </message>
    <message>
        <source>Improved position</source>
        <translation>Ausgebaute Stellung</translation>
    </message>
    <message>
        <source>Fortified position</source>
        <translation>Befestigte Stellung</translation>
    </message>
    <message>
        <source>Stone building</source>
        <translation>Steingebäude</translation>
    </message>
    <message>
        <source>Roadblock</source>
        <translation>Straßensperre</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Fluss</translation>
    </message>
    <message>
        <source>Ford</source>
        <translation>Furt</translation>
    </message>
    <message>
        <source>an earlier activation: may only react now</source>
        <translation>eine frühere Aktivierung: darf jetzt nur noch reagieren</translation>
    </message>
    <message>
        <source>activated</source>
        <translation>aktiviert</translation>
    </message>
    <message>
        <source>the extra action of a Rally is used</source>
        <translation>die zusätzliche Aktion eines Sammelns ist verbraucht</translation>
    </message>
    <message>
        <source>has taken its action this turn</source>
        <translation>hat in diesem Zug seine Aktion ausgeführt</translation>
    </message>
    <message>
        <source>%1 rolls %2 %3 for holding the initiative</source>
        <translation>%1 würfelt %2 %3 für das Halten der Initiative</translation>
    </message>
    <message>
        <source>%1 rolls %2</source>
        <translation>%1 würfelt %2</translation>
    </message>
    <message>
        <source>a tie: the %1 side keeps the initiative</source>
        <translation>Gleichstand: die Seite %1 behält die Initiative</translation>
    </message>
    <message>
        <source>a tie: the %1 side is listed first and takes it</source>
        <translation>Gleichstand: die Seite %1 steht zuerst in der Liste und erhält sie</translation>
    </message>
    <message>
        <source>The %1 side has the initiative</source>
        <translation>Die Seite %1 hat die Initiative</translation>
    </message>
    <message>
        <source>Coordination of %1</source>
        <translation>Koordination von %1</translation>
    </message>
    <message>
        <source>Coordination roll of %1</source>
        <translation>Koordinationswurf von %1</translation>
    </message>
    <message>
        <source>Coordination roll %1: coordinated, every platoon with its leader acts</source>
        <translation>Koordinationswurf %1: koordiniert, jeder Zug mit seinem Führer handelt</translation>
    </message>
    <message>
        <source>Coordination roll %1: not coordinated, its platoons activate one at a time</source>
        <translation>Koordinationswurf %1: nicht koordiniert, seine Züge werden einzeln aktiviert</translation>
    </message>
    <message>
        <source>Coordinated</source>
        <translation>Koordiniert</translation>
    </message>
    <message>
        <source>Not coordinated: this platoon activates alone</source>
        <translation>Nicht koordiniert: dieser Zug wird allein aktiviert</translation>
    </message>
    <message>
        <source>time lapse</source>
        <translation>Zeitablauf</translation>
    </message>
    <message>
        <source>time lapse: die %1 + 1 = %2 minutes</source>
        <translation>Zeitablauf: Würfel %1 + 1 = %2 Minuten</translation>
    </message>
    <message>
        <source>there is no side to roll for the initiative</source>
        <translation>es gibt keine Seite, die um die Initiative würfelt</translation>
    </message>
    <message>
        <source>the %1 side has no leader and no vehicle on the map: it forfeits the initiative</source>
        <translation>die Seite %1 hat keinen Führer und kein Fahrzeug auf der Karte: sie verliert die Initiative</translation>
    </message>
    <message>
        <source>%1 side</source>
        <translation>Seite %1</translation>
    </message>
    <message>
        <source>%1 held the initiative last turn</source>
        <translation>%1 hatte im letzten Zug die Initiative</translation>
    </message>
    <message>
        <source>both sides roll a die; the higher has the initiative for the whole turn</source>
        <translation>beide Seiten würfeln; die höhere hat die Initiative für den ganzen Zug</translation>
    </message>
    <message>
        <source>select one unit of the platoon to activate</source>
        <translation>wähle eine Einheit des zu aktivierenden Zuges</translation>
    </message>
    <message>
        <source>%1 has already been activated this turn: each platoon activates once a turn</source>
        <translation>%1 wurde in diesem Zug bereits aktiviert: jeder Zug wird einmal pro Zug aktiviert</translation>
    </message>
    <message>
        <source>%1 activates: %2 may act before Reaction is called</source>
        <translation>%1 wird aktiviert: %2 dürfen handeln, bevor Reaktion ausgerufen wird</translation>
    </message>
    <message>
        <source>%1 activated</source>
        <translation>%1 aktiviert</translation>
    </message>
    <message>
        <source>select one unit of the company to activate</source>
        <translation>wähle eine Einheit der zu aktivierenden Kompanie</translation>
    </message>
    <message>
        <source>%1 belongs to no company: activate its platoon instead</source>
        <translation>%1 gehört zu keiner Kompanie: aktiviere stattdessen seinen Zug</translation>
    </message>
    <message>
        <source>a platoon of %1 has already activated this turn: activate its other platoons one at a time</source>
        <translation>ein Zug von %1 wurde in diesem Zug bereits aktiviert: aktiviere ihre anderen Züge einzeln</translation>
    </message>
    <message>
        <source>%1 has no leader on the map: it cannot coordinate and activates on its own</source>
        <translation>%1 hat keinen Führer auf der Karte: er kann sich nicht koordinieren und wird allein aktiviert</translation>
    </message>
    <message>
        <source>Coordination: a d10 of %1 or more lets every platoon of %2 act before Reaction</source>
        <translation>Koordination: ein W10 von %1 oder mehr lässt jeden Zug von %2 vor der Reaktion handeln</translation>
    </message>
    <message>
        <source>Not coordinated: %1 activates alone</source>
        <translation>Nicht koordiniert: %1 wird allein aktiviert</translation>
    </message>
    <message>
        <source>not coordinated</source>
        <translation>nicht koordiniert</translation>
    </message>
    <message>
        <source>Only the side with the initiative activates platoons; the %1 side reacts.</source>
        <translation>Nur die Seite mit der Initiative aktiviert Züge; die Seite %1 reagiert.</translation>
    </message>
    <message>
        <source>end of turn</source>
        <translation>Ende des Zuges</translation>
    </message>
    <message>
        <source>end of turn clean-up</source>
        <translation>Aufräumen am Ende des Zuges</translation>
    </message>
    <message>
        <source>%1 minutes pass, as the mission sets</source>
        <translation>%1 Minuten vergehen, wie es die Mission festlegt</translation>
    </message>
    <message>
        <source>time lapse: 2 to 5 minutes pass (a four-sided die plus one)</source>
        <translation>Zeitablauf: 2 bis 5 Minuten vergehen (ein vierseitiger Würfel plus eins)</translation>
    </message>
    <message>
        <source>%1 minutes</source>
        <translation>%1 Minuten</translation>
    </message>
    <message>
        <source>clean-up: acted and activation markers come off, and the mortar impact and observer markers</source>
        <translation>Aufräumen: Handlungs- und Aktivierungsmarker werden entfernt, ebenso die Mörsereinschlags- und Beobachtermarker</translation>
    </message>
    <message>
        <source>clean-up: acted and activation markers come off</source>
        <translation>Aufräumen: Handlungs- und Aktivierungsmarker werden entfernt</translation>
    </message>
    <message>
        <source>%1 has already acted this turn: each unit acts once a turn</source>
        <translation>%1 hat in diesem Zug bereits gehandelt: jede Einheit handelt einmal pro Zug</translation>
    </message>
    <message>
        <source>%1 is disrupted: a disrupted unit may only recover or withdraw, not %2</source>
        <translation>%1 ist zerrüttet: eine zerrüttete Einheit darf sich nur erholen oder absetzen, nicht %2</translation>
    </message>
    <message>
        <source>%1 is regrouping: a regrouping unit may only fire, recover or withdraw, not %2</source>
        <translation>%1 sammelt sich neu: eine sich neu sammelnde Einheit darf nur feuern, sich erholen oder absetzen, nicht %2</translation>
    </message>
    <message>
        <source>%1 is not the platoon activated now: activate it first (Activate Platoon or Activate Company)</source>
        <translation>%1 ist nicht der gerade aktivierte Zug: aktiviere ihn zuerst (Zug aktivieren oder Kompanie aktivieren)</translation>
    </message>
    <message>
        <source>%1 is in an assault hex: units there cannot react, except a platoon leader calling a mortar on his own hex</source>
        <translation>%1 steht in einem Sturm-Hexfeld: Einheiten dort können nicht reagieren, außer einem Zugführer, der einen Mörser auf sein eigenes Hexfeld anfordert</translation>
    </message>
    <message>
        <source>%1 is reacting: as a reaction a unit may only assault to reinforce an adjacent hex its side already assaults</source>
        <translation>%1 reagiert: als Reaktion darf eine Einheit nur angreifen, um ein angrenzendes Hexfeld zu verstärken, das ihre Seite bereits angreift</translation>
    </message>
    <message>
        <source>%1 did not see the enemy&apos;s reactions: only units that saw what happened may react</source>
        <translation>%1 hat die Reaktionen des Feindes nicht gesehen: nur Einheiten, die das Geschehen gesehen haben, dürfen reagieren</translation>
    </message>
    <message>
        <source>%1 did not see any enemy unit act: only units that saw what happened may react</source>
        <translation>%1 hat keine feindliche Einheit handeln sehen: nur Einheiten, die das Geschehen gesehen haben, dürfen reagieren</translation>
    </message>
    <message>
        <source>%1 acts as a reaction</source>
        <translation>%1 handelt als Reaktion</translation>
    </message>
    <message>
        <source>The unit moves hex by hex, paying each hex&apos;s cost from its movement points: 3 on foot in an activation, 2 in a reaction. It never enters an enemy hex (that is an assault).</source>
        <translation>Die Einheit zieht Hexfeld für Hexfeld und bezahlt die Kosten jedes Hexfelds aus ihren Bewegungspunkten: 3 zu Fuß in einer Aktivierung, 2 in einer Reaktion. Sie betritt nie ein feindliches Hexfeld (das ist ein Sturmangriff).</translation>
    </message>
    <message>
        <source>Infantry falls back 1 to 4 hexes, whatever the terrain costs, even when disrupted. In a reaction it must first roll no more than its best Cohesion on a d10.</source>
        <translation>Infanterie weicht 1 bis 4 Hexfelder zurück, was immer das Gelände kostet, auch wenn sie zerrüttet ist. In einer Reaktion muss sie zuerst mit einem W10 nicht mehr als ihre beste Kohäsion würfeln.</translation>
    </message>
    <message>
        <source>The hexes the units withdraw through, in order, the last where they stop.</source>
        <translation>Die Hexfelder, durch die sich die Einheiten der Reihe nach absetzen; im letzten bleiben sie stehen.</translation>
    </message>
    <message>
        <source>The active player picks a company by one of its units and rolls Coordination: on a success every platoon with its leader acts before Reaction is called, on a failure only this unit&apos;s platoon does, and the others activate one at a time.</source>
        <translation>Der aktive Spieler wählt eine Kompanie über eine ihrer Einheiten und würfelt die Koordination: bei Erfolg handelt jeder Zug mit seinem Führer, bevor Reaktion ausgerufen wird, bei Misserfolg nur der Zug dieser Einheit, und die anderen werden einzeln aktiviert.</translation>
    </message>
    <message>
        <source>The active player activates the platoon of the selected unit: its units may act before Reaction is called. Each platoon activates once a turn.</source>
        <translation>Der aktive Spieler aktiviert den Zug der ausgewählten Einheit: seine Einheiten dürfen handeln, bevor Reaktion ausgerufen wird. Jeder Zug wird einmal pro Zug aktiviert.</translation>
    </message>
    <message>
        <source>Both sides roll a d10: the higher is the active player for the whole turn.</source>
        <translation>Beide Seiten würfeln einen W10: die höhere ist für den ganzen Zug der aktive Spieler.</translation>
    </message>
    <message>
        <source>The minutes the turn took are rolled and added to the mission&apos;s clock; the turn&apos;s markers come off.</source>
        <translation>Die Minuten, die der Zug gedauert hat, werden ausgewürfelt und zur Uhr der Mission addiert; die Marker des Zuges werden entfernt.</translation>
    </message>
    <message>
        <source>A disrupted unit, or a unit in a Regrouping hex, rolls one d10 to recover: a low roll rallies it (one extra action), a roll up to its Cohesion recovers it.</source>
        <translation>Eine zerrüttete Einheit oder eine Einheit in einem Neusammel-Hexfeld würfelt einen W10, um sich zu erholen: ein niedriger Wurf sammelt sie (eine zusätzliche Aktion), ein Wurf bis zu ihrer Kohäsion lässt sie sich erholen.</translation>
    </message>
    <message>
        <source>Resolves the assault in a hex with an Assault Nationality marker, or in every such hex when none is chosen: the units of both sides, the automatic results and the net DRM; the players give the result.</source>
        <translation>Wertet den Sturmangriff in einem Hexfeld mit Sturm-Nationalitätsmarker aus, oder in jedem solchen Hexfeld, wenn keines gewählt ist: die Einheiten beider Seiten, die automatischen Ergebnisse und den Netto-DRM; die Spieler geben das Ergebnis an.</translation>
    </message>
    <message>
        <source>How the assault ends, as the players read it from the assault table: the defenders retreat, the attackers retreat, or the fight goes on next turn.</source>
        <translation>Wie der Sturmangriff endet, wie es die Spieler aus der Sturmtabelle ablesen: die Verteidiger ziehen sich zurück, die Angreifer ziehen sich zurück, oder der Kampf geht im nächsten Zug weiter.</translation>
    </message>
    <message>
        <source>The selected units fire at a hex they can see: a small-arms DRM marker is placed on the enemy units there and rolled at Fire Resolution.</source>
        <translation>Die ausgewählten Einheiten feuern auf ein Hexfeld, das sie sehen können: ein Handwaffen-DRM-Marker wird auf die feindlichen Einheiten dort gesetzt und bei der Feuerauswertung ausgewürfelt.</translation>
    </message>
    <message>
        <source>A SADRM the players enter instead of the one worked out from the printed small-arms values; each hindrance on the line of fire is still taken off it.</source>
        <translation>Ein SADRM, den die Spieler statt des aus den aufgedruckten Handwaffenwerten ermittelten eingeben; jede Behinderung auf der Feuerlinie wird trotzdem davon abgezogen.</translation>
    </message>
    <message>
        <source>A leader requests a Mortar Fire Action on a hex: a mortar DRM marker lands there and one d6 scatters a secondary impact into a neighbouring hex.</source>
        <translation>Ein Führer fordert eine Mörserfeueraktion auf ein Hexfeld an: ein Mörser-DRM-Marker landet dort, und ein W6 streut einen Nebeneinschlag in ein benachbartes Hexfeld.</translation>
    </message>
    <message>
        <source>The mortar value printed for the supporting mortar; the terrain of the impact hex is added for the units it protects.</source>
        <translation>Der für den unterstützenden Mörser aufgedruckte Mörserwert; das Gelände des Einschlag-Hexfelds wird für die Einheiten addiert, die es schützt.</translation>
    </message>
    <message>
        <source>Which mortar fires, for example &quot;Baker Co. 60mm mortar section&quot;; it is only written in the log.</source>
        <translation>Welcher Mörser feuert, zum Beispiel &quot;Baker Co. 60mm mortar section&quot;; das wird nur ins Protokoll geschrieben.</translation>
    </message>
    <message>
        <source>The selected units assault an enemy hex. Adjacent units move in under an Assault Nationality marker; units further away first maneuver into a hex next to it and take an Assault Arrow.</source>
        <translation>Die ausgewählten Einheiten greifen ein feindliches Hexfeld an. Angrenzende Einheiten ziehen unter einem Sturm-Nationalitätsmarker hinein; weiter entfernte Einheiten manövrieren zuerst in ein angrenzendes Hexfeld und erhalten einen Sturmpfeil.</translation>
    </message>
    <message>
        <source>The hex next to the assaulted hex that units further away maneuver into first; they enter the assaulted hex at the Marker Adjustment Step.</source>
        <translation>Das Hexfeld neben dem angegriffenen Hexfeld, in das weiter entfernte Einheiten zuerst manövrieren; sie betreten das angegriffene Hexfeld im Markeranpassungsschritt.</translation>
    </message>
    <message>
        <source>Units behind Assault Arrows enter the hex they assault, unless it is a primary impact hex; a unit leaving a secondary impact hex checks Cohesion first. Without a hex, every arrow is adjusted.</source>
        <translation>Einheiten hinter Sturmpfeilen betreten das Hexfeld, das sie angreifen, sofern es kein Haupteinschlag-Hexfeld ist; eine Einheit, die ein Nebeneinschlag-Hexfeld verlässt, legt zuerst einen Kohäsionstest ab. Ohne Hexfeld wird jeder Pfeil angepasst.</translation>
    </message>
    <message>
        <source>Rolls the DRM markers of a hex, or of every hex when none is chosen: the highest result hits the selected unit, the others may check Cohesion, and the markers leave the map.</source>
        <translation>Würfelt die DRM-Marker eines Hexfelds aus, oder jedes Hexfelds, wenn keines gewählt ist: das höchste Ergebnis trifft die ausgewählte Einheit, die anderen legen gegebenenfalls einen Kohäsionstest ab, und die Marker verlassen die Karte.</translation>
    </message>
    <message>
        <source>The unit is selected after undisrupted units, makes no further Cohesion Checks and cannot call a mortar; hit again, it suffers only a casualty.</source>
        <translation>Die Einheit wird nach nicht zerrütteten Einheiten ausgewählt, legt keine weiteren Kohäsionstests ab und kann keinen Mörser anfordern; erneut getroffen, erleidet sie nur einen Verlust.</translation>
    </message>
    <message>
        <source>The enemy cannot see what the unit is; a fire result equal to its Cohesion or more reveals it.</source>
        <translation>Der Feind kann nicht sehen, was die Einheit ist; ein Feuerergebnis gleich ihrer Kohäsion oder höher enthüllt sie.</translation>
    </message>
    <message>
        <source>A hit that disrupts the unit also costs it a casualty; a heroic leader calls mortars only on his own hex.</source>
        <translation>Ein Treffer, der die Einheit zerrüttet, kostet sie auch einen Verlust; ein heldenhafter Führer fordert Mörser nur auf sein eigenes Hexfeld an.</translation>
    </message>
    <message>
        <source>The unit is recovering; it cannot call a mortar, and disrupting it ends the regrouping.</source>
        <translation>Die Einheit erholt sich; sie kann keinen Mörser anfordern, und wird sie zerrüttet, endet das Neusammeln.</translation>
    </message>
    <message>
        <source>The unit has taken its one action this turn (a Rally grants one more).</source>
        <translation>Die Einheit hat in diesem Zug ihre eine Aktion ausgeführt (ein Sammeln gewährt eine weitere).</translation>
    </message>
    <message>
        <source>Its platoon or company has been activated this turn: it may act before Reaction is called.</source>
        <translation>Ihr Zug oder ihre Kompanie wurde in diesem Zug aktiviert: sie darf handeln, bevor Reaktion ausgerufen wird.</translation>
    </message>
    <message>
        <source>Its platoon&apos;s activation is over: it may still act as a reaction.</source>
        <translation>Die Aktivierung ihres Zuges ist vorbei: sie darf noch als Reaktion handeln.</translation>
    </message>
    <message>
        <source>Rallied this turn: the unit has one extra action.</source>
        <translation>In diesem Zug gesammelt: die Einheit hat eine zusätzliche Aktion.</translation>
    </message>
    <message>
        <source>A leader out of command calls mortars only on his own hex.</source>
        <translation>Ein Führer ohne Befehlsverbindung fordert Mörser nur auf sein eigenes Hexfeld an.</translation>
    </message>
    <message>
        <source>Carried in a vehicle in motion; a loaded leader calls mortars only on his own hex.</source>
        <translation>In einem fahrenden Fahrzeug befördert; ein verladener Führer fordert Mörser nur auf sein eigenes Hexfeld an.</translation>
    </message>
    <message>
        <source>Placed by small-arms fire on one side&apos;s units in the hex; rolled at Fire Resolution against that side only.</source>
        <translation>Durch Handwaffenfeuer auf die Einheiten einer Seite im Hexfeld gesetzt; bei der Feuerauswertung nur gegen diese Seite ausgewürfelt.</translation>
    </message>
    <message>
        <source>Placed by a mortar on the whole hex; one die at Fire Resolution for every unit there. Its terrain part helps only the units the terrain protects.</source>
        <translation>Durch einen Mörser auf das ganze Hexfeld gesetzt; ein Würfel bei der Feuerauswertung für jede Einheit dort. Sein Geländeanteil hilft nur den Einheiten, die das Gelände schützt.</translation>
    </message>
    <message>
        <source>The terrain effect added for the units listed as protected; the others face the base value only.</source>
        <translation>Die Geländewirkung, die für die als geschützt aufgeführten Einheiten addiert wird; die übrigen erhalten nur den Basiswert.</translation>
    </message>
    <message>
        <source>The units in the hex that benefit from the terrain part (an assaulting side does not benefit from an improved or fortified position).</source>
        <translation>Die Einheiten im Hexfeld, die vom Geländeanteil profitieren (eine angreifende Seite profitiert nicht von einer ausgebauten oder befestigten Stellung).</translation>
    </message>
    <message>
        <source>Placed by anti-tank fire on one vehicle.</source>
        <translation>Durch Panzerabwehrfeuer auf ein Fahrzeug gesetzt.</translation>
    </message>
    <message>
        <source>Where the mortar landed: no unit may enter this hex at the Marker Adjustment Step.</source>
        <translation>Wo der Mörser eingeschlagen ist: keine Einheit darf dieses Hexfeld im Markeranpassungsschritt betreten.</translation>
    </message>
    <message>
        <source>Where the mortar scattered: a unit leaving this hex checks Cohesion first.</source>
        <translation>Wohin der Mörser gestreut hat: eine Einheit, die dieses Hexfeld verlässt, legt zuerst einen Kohäsionstest ab.</translation>
    </message>
    <message>
        <source>The side assaulting into this hex.</source>
        <translation>Die Seite, die in dieses Hexfeld stürmt.</translation>
    </message>
    <message>
        <source>A unit that assaults from a neighbouring hex; it enters at the Marker Adjustment Step.</source>
        <translation>Eine Einheit, die aus einem benachbarten Hexfeld angreift; sie zieht im Markeranpassungsschritt hinein.</translation>
    </message>
    <message>
        <source>The hex the arrow&apos;s unit assaults.</source>
        <translation>Das Hexfeld, das die Einheit des Pfeils angreift.</translation>
    </message>
    <message>
        <source>The leader who called the mortar on this hex.</source>
        <translation>Der Führer, der den Mörser auf dieses Hexfeld angefordert hat.</translation>
    </message>
    <message>
        <source>Hinders lines of sight through the hex.</source>
        <translation>Behindert Sichtlinien durch das Hexfeld.</translation>
    </message>
    <message>
        <source>Strength −1: a full squad flips to its reduced side; a reduced squad, a one-step unit or a leader is eliminated.</source>
        <translation>Stärke −1: ein voller Trupp wird auf seine reduzierte Seite gedreht; ein reduzierter Trupp, eine einstufige Einheit oder ein Führer wird eliminiert.</translation>
    </message>
    <message>
        <source>The unit leaves the map.</source>
        <translation>Die Einheit verlässt die Karte.</translation>
    </message>
    <message>
        <source>The unit becomes disrupted.</source>
        <translation>Die Einheit wird zerrüttet.</translation>
    </message>
    <message>
        <source>A regrouping unit that disrupts loses its Regrouping marker.</source>
        <translation>Eine sich neu sammelnde Einheit, die zerrüttet wird, verliert ihren Neusammel-Marker.</translation>
    </message>
    <message>
        <source>The unit is no longer concealed.</source>
        <translation>Die Einheit ist nicht mehr getarnt.</translation>
    </message>
    <message>
        <source>One d10 against the unit&apos;s Cohesion; a roll above it fails.</source>
        <translation>Ein W10 gegen die Kohäsion der Einheit; ein Wurf darüber misslingt.</translation>
    </message>
    <message>
        <source>The unit moves to another hex.</source>
        <translation>Die Einheit zieht in ein anderes Hexfeld.</translation>
    </message>
    <message>
        <source>A marker is put on the map.</source>
        <translation>Ein Marker wird auf die Karte gelegt.</translation>
    </message>
    <message>
        <source>A marker leaves the map.</source>
        <translation>Ein Marker verlässt die Karte.</translation>
    </message>
    <message>
        <source>The unit has taken its one action this turn.</source>
        <translation>Die Einheit hat in diesem Zug ihre eine Aktion ausgeführt.</translation>
    </message>
    <message>
        <source>The unit&apos;s platoon or company is activated.</source>
        <translation>Zug oder Kompanie der Einheit wird aktiviert.</translation>
    </message>
    <message>
        <source>Another platoon activates: the unit may only react for the rest of the turn.</source>
        <translation>Ein anderer Zug wird aktiviert: die Einheit darf für den Rest des Zuges nur reagieren.</translation>
    </message>
    <message>
        <source>The unit takes the extra action of a Rally.</source>
        <translation>Die Einheit führt die zusätzliche Aktion eines Sammelns aus.</translation>
    </message>
    <message>
        <source>A turn&apos;s state comes off at the end of the turn.</source>
        <translation>Ein Zustand des Zuges wird am Ende des Zuges entfernt.</translation>
    </message>
    <message>
        <source>The side with the initiative for the turn.</source>
        <translation>Die Seite mit der Initiative für den Zug.</translation>
    </message>
    <message>
        <source>The minutes the turn took pass on the mission&apos;s clock.</source>
        <translation>Die Minuten, die der Zug gedauert hat, vergehen auf der Uhr der Mission.</translation>
    </message>
    <message>
        <source>The unit recovers: no longer disrupted.</source>
        <translation>Die Einheit erholt sich: nicht mehr zerrüttet.</translation>
    </message>
    <message>
        <source>The unit rallies and has one extra action this turn.</source>
        <translation>Die Einheit sammelt sich und hat in diesem Zug eine zusätzliche Aktion.</translation>
    </message>
    <message>
        <source>A natural 10 makes the unit Heroic.</source>
        <translation>Eine natürliche 10 macht die Einheit heldenhaft.</translation>
    </message>
    <message>
        <source>A two-step combat unit: a casualty flips it to its reduced side.</source>
        <translation>Eine zweistufige Kampfeinheit: ein Verlust dreht sie auf ihre reduzierte Seite.</translation>
    </message>
    <message>
        <source>A one-step combat unit.</source>
        <translation>Eine einstufige Kampfeinheit.</translation>
    </message>
    <message>
        <source>A one-step combat unit serving a weapon.</source>
        <translation>Eine einstufige Kampfeinheit, die eine Waffe bedient.</translation>
    </message>
    <message>
        <source>A zero-step non-combat unit who commands a platoon and calls mortars.</source>
        <translation>Eine Nichtkampfeinheit ohne Stufen, die einen Zug führt und Mörser anfordert.</translation>
    </message>
    <message>
        <source>A vehicle; vehicles are not modelled at Fire Resolution yet.</source>
        <translation>Ein Fahrzeug; Fahrzeuge werden bei der Feuerauswertung noch nicht abgebildet.</translation>
    </message>
    <message>
        <source>The time limit (%1 minutes, %2) is reached after %3 minutes</source>
        <translation>Das Zeitlimit (%1 Minuten, %2) ist nach %3 Minuten erreicht</translation>
    </message>
    <message>
        <source>The time limit (%1 minutes) is reached after %2 minutes</source>
        <translation>Das Zeitlimit (%1 Minuten) ist nach %2 Minuten erreicht</translation>
    </message>
    <message>
        <source>The last turn (%1) is over</source>
        <translation>Der letzte Zug (%1) ist vorbei</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist zu Ende</translation>
    </message>
    <message>
        <source>The %1 side reached its goal of %2 victory points.</source>
        <translation>Die Seite %1 hat ihr Ziel von %2 Siegpunkten erreicht.</translation>
    </message>
    <message>
        <source>The %1 side has no unit left on the map.</source>
        <translation>Die Seite %1 hat keine Einheit mehr auf der Karte.</translation>
    </message>
    <message>
        <source>%1: the %2 side holds out.</source>
        <translation>%1: Die Seite %2 hält stand.</translation>
    </message>
    <message>
        <source>%1 and no side reached its victory point goal: the %2 side holds out.</source>
        <translation>%1, und keine Seite hat ihr Siegpunktziel erreicht: Die Seite %2 hält stand.</translation>
    </message>
    <message>
        <source>%1 and the scores are level.</source>
        <translation>%1, und die Punktestände sind gleich.</translation>
    </message>
    <message>
        <source>%1; nothing was scored.</source>
        <translation>%1; es wurde nichts erzielt.</translation>
    </message>
    <message>
        <source>%1: the %2 side has the higher score, %3.</source>
        <translation>%1: Die Seite %2 hat den höheren Punktestand, %3.</translation>
    </message>
    <message>
        <source>No victory conditions: the game goes on until the players stop.</source>
        <translation>Keine Siegbedingungen: Das Spiel geht weiter, bis die Spieler aufhören.</translation>
    </message>
    <message>
        <source>The game lasts %1 %2.</source>
        <translation>Das Spiel endet nach %2 %1.</translation>
    </message>
    <message>
        <source>The game lasts %1 %2s.</source>
        <translation>Das Spiel endet nach %2 %1.</translation>
    </message>
    <message>
        <source>The game lasts %1 minutes of game time.</source>
        <translation>Das Spiel dauert %1 Minuten Spielzeit.</translation>
    </message>
    <message>
        <source>The %1 side wins at once with %2 victory points.</source>
        <translation>Die Seite %1 gewinnt sofort mit %2 Siegpunkten.</translation>
    </message>
    <message>
        <source>Otherwise the %1 side wins by holding out.</source>
        <translation>Andernfalls gewinnt die Seite %1, indem sie standhält.</translation>
    </message>
    <message>
        <source>%1 point</source>
        <translation>%1 Punkt</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 Punkte</translation>
    </message>
    <message>
        <source>lost %1 strength point</source>
        <translation>%1 Stärkepunkt verloren</translation>
    </message>
    <message>
        <source>lost %1 strength points</source>
        <translation>%1 Stärkepunkte verloren</translation>
    </message>
    <message>
        <source>%1 unit off the map</source>
        <translation>%1 Einheit nicht mehr auf der Karte</translation>
    </message>
    <message>
        <source>%1 units off the map</source>
        <translation>%1 Einheiten nicht mehr auf der Karte</translation>
    </message>
    <message>
        <source>holds %1</source>
        <translation>hält %1</translation>
    </message>
    <message>
        <source>If %1 were not %2</source>
        <translation>Wenn %1 nicht %2 wäre</translation>
    </message>
    <message>
        <source>If %1 were %2</source>
        <translation>Wenn %1 %2 wäre</translation>
    </message>
    <message>
        <source>If %1 had first taken the order %2</source>
        <translation>Wenn %1 zuerst den Befehl %2 erhalten hätte</translation>
    </message>
    <message>
        <source>Without %1&apos; support</source>
        <translation>Ohne die Unterstützung durch %1</translation>
    </message>
    <message>
        <source>Without %1&apos;s support</source>
        <translation>Ohne die Unterstützung durch %1</translation>
    </message>
    <message>
        <source>With %1&apos; support</source>
        <translation>Mit der Unterstützung durch %1</translation>
    </message>
    <message>
        <source>With %1&apos;s support</source>
        <translation>Mit der Unterstützung durch %1</translation>
    </message>
    <message>
        <source>Without “%1”</source>
        <translation>Ohne „%1“</translation>
    </message>
    <message>
        <source>With “%1”</source>
        <translation>Mit „%1“</translation>
    </message>
    <message>
        <source>If %1 were “%2”</source>
        <translation>Wenn %1 „%2“ wäre</translation>
    </message>
    <message>
        <source>Without the %1 marker in %2</source>
        <translation>Ohne den Marker %1 in %2</translation>
    </message>
    <message>
        <source>Without the %1 in %2</source>
        <translation>Ohne %1 in %2</translation>
    </message>
    <message>
        <source>With %1 in %2</source>
        <translation>Mit %1 in %2</translation>
    </message>
    <message>
        <source>the clock</source>
        <translation>die Uhr</translation>
    </message>
    <message>
        <source>the fire segment</source>
        <translation>der Feuerabschnitt</translation>
    </message>
    <message>
        <source>the turn</source>
        <translation>der Zug</translation>
    </message>
    <message>
        <source>Ends the current phase and moves the game on to the next one in the sequence of play.</source>
        <translation>Beendet die laufende Phase und führt das Spiel zur nächsten Phase des Spielablaufs.</translation>
    </message>
    <message>
        <source>Ends this side&apos;s activation: the other side acts next.</source>
        <translation>Beendet die Aktivierung dieser Seite: Als Nächstes handelt die andere Seite.</translation>
    </message>
    <message>
        <source>A change made by hand, outside the rules, as on a real table: move a counter, set a state, change strength, damage or facing, place or remove a marker, set a side&apos;s count.</source>
        <translation>Eine Änderung von Hand, außerhalb der Regeln, wie an einem echten Spieltisch: einen Spielstein bewegen, einen Zustand setzen, Stärke, Schaden oder Ausrichtung ändern, einen Marker setzen oder entfernen, einen Zähler einer Seite setzen.</translation>
    </message>
    <message>
        <source>What the adjustment changes.</source>
        <translation>Was die Anpassung ändert.</translation>
    </message>
    <message>
        <source>The state set or cleared.</source>
        <translation>Der gesetzte oder aufgehobene Zustand.</translation>
    </message>
    <message>
        <source>Whether the state is set (or cleared).</source>
        <translation>Ob der Zustand gesetzt (oder aufgehoben) wird.</translation>
    </message>
    <message>
        <source>The new strength, damage level, facing (0 to 11) or marker value.</source>
        <translation>Die neue Stärke, Schadensstufe, Ausrichtung (0 bis 11) oder der neue Markerwert.</translation>
    </message>
    <message>
        <source>The marker&apos;s number.</source>
        <translation>Die Nummer des Markers.</translation>
    </message>
    <message>
        <source>The kind of marker placed.</source>
        <translation>Die Art des gesetzten Markers.</translation>
    </message>
    <message>
        <source>The side the placed marker concerns (may be empty), or whose count is set.</source>
        <translation>Die Seite, die der gesetzte Marker betrifft (darf leer sein), oder deren Zähler gesetzt wird.</translation>
    </message>
    <message>
        <source>What a side counts, set by hand: victory points, command points.</source>
        <translation>Was eine Seite zählt, von Hand gesetzt: Siegpunkte, Befehlspunkte.</translation>
    </message>
    <message>
        <source>The unit moves along its path and spends the movement points.</source>
        <translation>Die Einheit zieht ihren Weg entlang und verbraucht die Bewegungspunkte.</translation>
    </message>
    <message>
        <source>A change the player made by hand, outside the rules.</source>
        <translation>Eine Änderung, die der Spieler von Hand außerhalb der Regeln vorgenommen hat.</translation>
    </message>
    <message>
        <source>The game moves on in the sequence of play.</source>
        <translation>Das Spiel geht im Spielablauf weiter.</translation>
    </message>
    <message>
        <source>The other side acts next.</source>
        <translation>Als Nächstes handelt die andere Seite.</translation>
    </message>
    <message>
        <source>Infantry formed in a square against cavalry: every hexside is its front, and its fire defence is 4 whatever the terrain.</source>
        <translation>Infanterie, die gegen Kavallerie ein Viereck gebildet hat: Jede Hexseite ist ihre Front, und ihre Feuerverteidigung beträgt unabhängig vom Gelände 4.</translation>
    </message>
    <message>
        <source>Carré Realization table</source>
        <translation>Carré Realization Table</translation>
    </message>
    <message>
        <source>What infantry charged by cavalry gets when it tries to form carré: two dice read 11 to 66, low rolls good, give carré, disorder or rout, by its formation and how far the cavalry is; a leader, Légère or Guard help, light cavalry, lancers and morale levels hinder.</source>
        <translation>Was von Kavallerie angegriffene Infanterie erreicht, wenn sie ein Karree zu bilden versucht: Zwei Würfel, gelesen als 11 bis 66 (niedrige Würfe sind gut), ergeben je nach ihrer Formation und der Entfernung der Kavallerie Karree, Unordnung oder Flucht; ein Führer, Légère oder Garde helfen, leichte Kavallerie, Lanzenreiter und Moralstufen erschweren es.</translation>
    </message>
    <message>
        <source>Fresh cavalry in good order that has not moved rides at an enemy unit with its movement allowance plus 5, never into general-order terrain, and halts next to it. Infantry stands and checks its morale, or tries to form carré; tirailleurs fall back or rout. A routed target is trampled and the cavalry rolls to be recalled; the melee follows.</source>
        <translation>Frische Kavallerie in guter Ordnung, die sich nicht bewegt hat, reitet mit ihrer Bewegungsweite plus 5 auf eine feindliche Einheit zu, nie in Gelände für allgemeine Ordnung, und hält neben ihr an. Infanterie hält stand und legt einen Moraltest ab oder versucht, ein Karree zu bilden; Tirailleure weichen aus oder fliehen. Ein fliehendes Ziel wird überritten, und die Kavallerie würfelt auf Rückruf; danach folgt der Nahkampf.</translation>
    </message>
    <message>
        <source>A deep, narrow formation for moving. Only the unit on top of the stack fires; it faces a hexside, with three front hexsides.</source>
        <translation>Eine tiefe, schmale Formation für die Bewegung. Nur die oberste Einheit des Stapels feuert; sie ist auf eine Hexseite ausgerichtet und hat drei Fronthexseiten.</translation>
    </message>
    <message>
        <source>Out of good order after a failed morale check. A disordered or routed unit no longer blocks line of sight and uses the disordered fire defence; a disordered one fights a melee at half its value and checks its morale 3 lower.</source>
        <translation>Nach einem misslungenen Moraltest nicht mehr in guter Ordnung. Eine ungeordnete oder fliehende Einheit blockiert die Sichtlinie nicht mehr und nutzt die Feuerverteidigung für Ungeordnete; eine ungeordnete kämpft im Nahkampf mit halbem Wert, und ihre Moraltests fallen um 3 niedriger aus.</translation>
    </message>
    <message>
        <source>How hard a hex is to hurt by fire: read from the formation of the units in it and its terrain. The attack compares its fire value with it.</source>
        <translation>Wie schwer einem Hexfeld durch Feuer beizukommen ist: abgelesen aus der Formation der Einheiten darin und seinem Gelände. Der Angriff vergleicht seinen Feuerwert damit.</translation>
    </message>
    <message>
        <source>What each firing increment counts for, from the Fire Effects table by nation and troop type, unless the counter prints its own.</source>
        <translation>Wie viel jede feuernde Stufe zählt, aus der Fire-Effects-Tabelle je Nation und Truppengattung, sofern der Spielstein keinen eigenen Wert aufgedruckt hat.</translation>
    </message>
    <message>
        <source>Fire segment</source>
        <translation>Feuerabschnitt</translation>
    </message>
    <message>
        <source>The part of the turn in which units fire. A hex can be the target of only one fire attack in each fire segment.</source>
        <translation>Der Teil des Zuges, in dem Einheiten feuern. Ein Hexfeld kann in jedem Feuerabschnitt nur Ziel eines einzigen Feuerangriffs sein.</translation>
    </message>
    <message>
        <source>The attack&apos;s strength: the increments that may fire times their fire multiple.</source>
        <translation>Die Stärke des Angriffs: die Stufen, die feuern dürfen, mal ihr Feuermultiplikator.</translation>
    </message>
    <message>
        <source>Flank fire</source>
        <translation>Flankenfeuer</translation>
    </message>
    <message>
        <source>Fire that enters a line through one of its flank hexsides. The line&apos;s fire defence is then 5 (in Friedland; other games of the series print their own value).</source>
        <translation>Feuer, das eine Linie durch eine ihrer Flankenhexseiten trifft. Die Feuerverteidigung der Linie beträgt dann 5 (in Friedland; andere Spiele der Reihe drucken ihren eigenen Wert).</translation>
    </message>
    <message>
        <source>Front, flank and rear</source>
        <translation>Front, Flanke und Rücken</translation>
    </message>
    <message>
        <source>Each formation divides the six hexsides of its hex into front hexsides, where it can see and fire, flank hexsides and rear hexsides. Lines of sight leave only through the front.</source>
        <translation>Jede Formation teilt die sechs Hexseiten ihres Hexfelds in Fronthexseiten, über die sie sehen und feuern kann, Flankenhexseiten und Rückenhexseiten. Sichtlinien verlassen das Hexfeld nur über die Front.</translation>
    </message>
    <message>
        <source>Troops spread loosely to pass through villages, woods and gardens, which only units in general order may enter. Entering or leaving it costs no movement points.</source>
        <translation>Locker aufgelöste Truppen, die so Dörfer, Wälder und Gärten durchqueren können; nur Einheiten in allgemeiner Ordnung dürfen diese betreten. Diese Ordnung einzunehmen oder aufzugeben kostet keine Bewegungspunkte.</translation>
    </message>
    <message>
        <source>Increment</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>The unit of size on a La Bataille counter: a battalion, regiment or battery has several. Fire losses are counted in increments.</source>
        <translation>Die Größeneinheit auf einem Spielstein von La Bataille: Ein Bataillon, ein Regiment oder eine Batterie hat mehrere. Feuerverluste werden in Stufen gezählt.</translation>
    </message>
    <message>
        <source>A wide formation for firing. It faces a vertex of its hex; at most four increments per hex fire, and a line crowded with more than seven increments in a hex defends as a column.</source>
        <translation>Eine breite Formation zum Feuern. Sie ist auf eine Ecke ihres Hexfelds ausgerichtet; höchstens vier Stufen je Hexfeld feuern, und eine Linie, die sich mit mehr als sieben Stufen in einem Hexfeld drängt, verteidigt sich wie eine Kolonne.</translation>
    </message>
    <message>
        <source>Massed targets</source>
        <translation>Massierte Ziele</translation>
    </message>
    <message>
        <source>A hex packed with more than nine increments is easy to hit: every increment over nine adds one to the fire roll.</source>
        <translation>Ein Hexfeld, in dem sich mehr als neun Stufen drängen, ist leicht zu treffen: Jede Stufe über neun addiert eins zum Feuerwurf.</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <source>Assault at close quarters on a neighbouring hex, through the attackers&apos; front hexsides. Both sides check their morale first; then the melee values, doubled for an attack on a flank, give the odds on the melee chart.</source>
        <translation>Sturmangriff Mann gegen Mann auf ein benachbartes Hexfeld, über die Fronthexseiten der Angreifer. Beide Seiten legen zuerst einen Moraltest ab; dann ergeben die Nahkampfwerte, verdoppelt bei einem Angriff in die Flanke, das Verhältnis auf der Nahkampftabelle.</translation>
    </message>
    <message>
        <source>The last segment of a player turn: his disordered units check to return to good order, and his routed units far from the enemy check to rally.</source>
        <translation>Der letzte Abschnitt eines Spielerzugs: Die ungeordneten Einheiten des Spielers testen, ob sie in gute Ordnung zurückkehren, und seine fliehenden Einheiten fern vom Feind, ob sie sich sammeln.</translation>
    </message>
    <message>
        <source>A test of the unit&apos;s nerve: two dice read 11 to 66, plus or minus its modifiers, must come out above the unit&apos;s morale value. Fire losses, the Morale Recovery segment and a melee call for one; which fire losses do depends on the nation and troop type.</source>
        <translation>Eine Probe der Nerven einer Einheit: Zwei Würfel, gelesen als 11 bis 66, plus oder minus ihre Modifikatoren, müssen über dem Moralwert der Einheit liegen. Feuerverluste, der Abschnitt Moralerholung und ein Nahkampf verlangen einen; welche Feuerverluste das tun, hängt von Nation und Truppengattung ab.</translation>
    </message>
    <message>
        <source>How shaken an organisation (a division, a brigade) is, read on the hour from its units routed or eliminated: each level makes its units&apos; morale checks harder, and an enemy organisation&apos;s level decides victory.</source>
        <translation>Wie erschüttert ein Verband (eine Division, eine Brigade) ist, zur vollen Stunde abgelesen aus seinen fliehenden oder eliminierten Einheiten: Jede Stufe erschwert die Moraltests seiner Einheiten, und die Stufe eines feindlichen Verbands entscheidet über den Sieg.</translation>
    </message>
    <message>
        <source>The movement points printed on the counter. A unit that starts its movement in line has 2 fewer, a carré 1, a disordered unit half; each hex and hexside crossed costs points from the movement table, as do formation changes and turns.</source>
        <translation>Die auf dem Spielstein aufgedruckten Bewegungspunkte. Eine Einheit, die ihre Bewegung in Linie beginnt, hat 2 weniger, ein Karree 1 weniger, eine ungeordnete Einheit die Hälfte; jedes durchquerte Hexfeld und jede überquerte Hexseite kostet Punkte laut Bewegungstabelle, ebenso Formationswechsel und Drehungen.</translation>
    </message>
    <message>
        <source>Fire value against fire defence, as a ratio such as 1.5-1, rounded to a column of the Fire Combat Chart.</source>
        <translation>Feuerwert gegen Feuerverteidigung als Verhältnis wie 1.5-1, gerundet auf eine Spalte der Fire Combat Chart.</translation>
    </message>
    <message>
        <source>In the enemy&apos;s Movement segment, a unit that leaves a zone of influence, or changes formation in one, may be fired at by the units whose zone it was, at range 1 and as it stood there, in its former formation. An OPP marker shows the hex until the fire is made or the segment ends.</source>
        <translation>Im Bewegungsabschnitt des Gegners darf auf eine Einheit, die eine Einflusszone verlässt oder darin die Formation wechselt, von den Einheiten gefeuert werden, deren Zone es war, auf Entfernung 1 und so, wie sie dort stand, in ihrer früheren Formation. Ein Gelegenheitsmarker (OPP) zeigt das Hexfeld an, bis das Feuer abgegeben ist oder der Abschnitt endet.</translation>
    </message>
    <message>
        <source>Prolonge</source>
        <translation>Prolonge</translation>
    </message>
    <message>
        <source>Unlimbered guns dragged by their crews with ropes: one clear hex in a movement segment, at most across a slope.</source>
        <translation>Abgeprotzte Geschütze, von ihrer Bedienung an Seilen gezogen: ein offenes Hexfeld in einem Bewegungsabschnitt, höchstens über einen Hang hinweg.</translation>
    </message>
    <message>
        <source>The other side&apos;s fresh cavalry answers an enemy charge within its reach (4 hexes heavy, 6 light): it checks its morale first, routs if it fails, and charges the enemy cavalry if it passes. An opportunity charge is the same at an enemy unit that moved, in the enemy&apos;s Movement segment.</source>
        <translation>Frische Kavallerie der anderen Seite antwortet auf einen feindlichen Angriff in ihrer Reichweite (4 Hexfelder schwer, 6 leicht): Sie legt zuerst einen Moraltest ab, flieht, wenn sie ihn nicht besteht, und greift die feindliche Kavallerie an, wenn sie ihn besteht. Ein Gelegenheitsangriff ist dasselbe gegen eine feindliche Einheit, die sich bewegt hat, im Bewegungsabschnitt des Gegners.</translation>
    </message>
    <message>
        <source>Cavalry is fresh, tired after a melee (half its melee value, no charge in the charge segment) or exhausted after another melee or a charge and a melee (a third, no charges). A full turn of rest brings it back.</source>
        <translation>Kavallerie ist frisch, nach einem Nahkampf ermüdet (halber Nahkampfwert, kein Angriff im Abschnitt Charge à Cheval) oder nach einem weiteren Nahkampf oder nach Angriff und Nahkampf erschöpft (ein Drittel, keine Angriffe). Ein voller Zug Ruhe stellt sie wieder her.</translation>
    </message>
    <message>
        <source>Recall roll</source>
        <translation>Rückrufwurf</translation>
    </message>
    <message>
        <source>When the unit it charged routs, the cavalry checks its morale to be recalled; failing, it pursues and is routed after the pursuit.</source>
        <translation>Flieht die angegriffene Einheit, legt die Kavallerie einen Moraltest ab, um zurückgerufen zu werden; misslingt er, verfolgt sie und ist nach der Verfolgung auf der Flucht.</translation>
    </message>
    <message>
        <source>A unit that fails its morale falls back away from every enemy: 3 movement points when disordered, 10 hexes at once when routed. A unit with no way out surrenders.</source>
        <translation>Eine Einheit, die ihren Moraltest nicht besteht, weicht von jedem Feind weg zurück: 3 Bewegungspunkte, wenn sie ungeordnet ist, sofort 10 Hexfelder, wenn sie auf der Flucht ist. Eine Einheit ohne Ausweg ergibt sich.</translation>
    </message>
    <message>
        <source>A column strung out along a road: fast but helpless, with a fire defence of 4.</source>
        <translation>Eine entlang einer Straße auseinandergezogene Kolonne: schnell, aber wehrlos, mit einer Feuerverteidigung von 4.</translation>
    </message>
    <message>
        <source>Broken and running: a routed unit does not fire, fights a melee at a third of its value (cavalry a quarter) and keeps routing while the enemy is within 15 hexes.</source>
        <translation>Gebrochen und flüchtend: Eine fliehende Einheit feuert nicht, kämpft im Nahkampf mit einem Drittel ihres Werts (Kavallerie mit einem Viertel) und flieht weiter, solange der Feind höchstens 15 Hexfelder entfernt ist.</translation>
    </message>
    <message>
        <source>Stacking</source>
        <translation>Stapellimit</translation>
    </message>
    <message>
        <source>How many units may end a move in one hex, by terrain: in the open 18 infantry or cavalry increments and 6 of artillery, in a village, wood or garden one unit; all in one formation.</source>
        <translation>Wie viele Einheiten eine Bewegung in einem Hexfeld beenden dürfen, je nach Gelände: im offenen Gelände 18 Stufen Infanterie oder Kavallerie und 6 Stufen Artillerie, in einem Dorf, Wald oder Garten eine Einheit; alle in derselben Formation.</translation>
    </message>
    <message>
        <source>Skirmishers spread out in front of the main line: at most three increments per hex fire, but they may fire further than one hex.</source>
        <translation>Plänkler, vor der Hauptlinie aufgelöst: Höchstens drei Stufen je Hexfeld feuern, dafür dürfen sie weiter als ein Hexfeld feuern.</translation>
    </message>
    <message>
        <source>Trample</source>
        <translation>Überreiten</translation>
    </message>
    <message>
        <source>Charging cavalry rides over a routed target: tirailleurs lose 2 increments per movement point the cavalry has left, lone guns and routed infantry 1 per 2.</source>
        <translation>Angreifende Kavallerie reitet ein fliehendes Ziel nieder: Tirailleure verlieren 2 Stufen je Bewegungspunkt, der der Kavallerie bleibt, allein stehende Geschütze und fliehende Infanterie 1 Stufe je 2 Bewegungspunkte.</translation>
    </message>
    <message>
        <source>Two dice read 11 to 66</source>
        <translation>Zwei Würfel, gelesen als 11 bis 66</translation>
    </message>
    <message>
        <source>La Bataille rolls two six-sided dice of different colours, one read as tens and the other as ones. A modifier counts along the 36 readings, so 43 plus 4 reads 51.</source>
        <translation>La Bataille würfelt mit zwei sechsseitigen Würfeln verschiedener Farbe, der eine wird als Zehner, der andere als Einer gelesen. Ein Modifikator zählt entlang der 36 möglichen Werte weiter, also ergibt 43 plus 4 den Wert 51.</translation>
    </message>
    <message>
        <source>Artillery with its guns off their carriages, ready to fire. Limbered artillery is hitched up to move and cannot fire.</source>
        <translation>Artillerie, deren Geschütze von der Protze abgehängt und feuerbereit sind. Aufgeprotzte Artillerie ist für den Marsch angespannt und kann nicht feuern.</translation>
    </message>
    <message>
        <source>Victory level</source>
        <translation>Siegstufe</translation>
    </message>
    <message>
        <source>How a scenario is won: a decisive, tactical or marginal victory for one side, or a draw, checked from the most decisive down when the game ends.</source>
        <translation>Wie ein Szenario gewonnen wird: ein entscheidender, taktischer oder knapper Sieg für eine Seite oder ein Unentschieden, bei Spielende vom entscheidendsten abwärts geprüft.</translation>
    </message>
    <message>
        <source>Zone of influence</source>
        <translation>Einflusszone</translation>
    </message>
    <message>
        <source>The hexes next to a unit&apos;s front hexsides (Zone d&apos;Influence). Infantry and foot artillery entering an enemy zone stop there; cavalry stops only in a cavalry zone. A carré has none.</source>
        <translation>Die Hexfelder an den Fronthexseiten einer Einheit (Zone d&apos;Influence). Infanterie und Fußartillerie, die eine feindliche Zone betreten, halten dort an; Kavallerie hält nur in der Zone feindlicher Kavallerie an. Ein Karree hat keine.</translation>
    </message>
    <message>
        <source>The charts it ships are placeholders marked not official: a player who owns the game can type in the real ones.</source>
        <translation>Die mitgelieferten Tabellen sind als nicht offiziell gekennzeichnete Platzhalter: Wer das Spiel besitzt, kann die echten eingeben.</translation>
    </message>
    <message>
        <source>This scenario brings its own charts; a value still read from one of HexFire&apos;s placeholders is marked not official.</source>
        <translation>Dieses Szenario bringt eigene Tabellen mit; ein Wert, der noch aus einem von HexFires Platzhaltern stammt, ist als nicht offiziell gekennzeichnet.</translation>
    </message>
    <message>
        <source>La Bataille fights Napoleonic battles battalion by battalion. Units are counted in increments, and how they are formed matters as much as how many they are: a column moves well but only its top unit fires, a line brings its muskets to bear but is weak on its flanks, a carré holds off cavalry and makes a dense target.</source>
        <translation>La Bataille schlägt napoleonische Schlachten Bataillon für Bataillon. Einheiten werden in Stufen gezählt, und wie sie formiert sind, zählt ebenso viel wie ihre Zahl: Eine Kolonne bewegt sich gut, doch nur ihre oberste Einheit feuert, eine Linie bringt ihre Musketen zur Wirkung, ist aber an den Flanken schwach, ein Karree hält Kavallerie ab und bietet ein dichtes Ziel.</translation>
    </message>
    <message>
        <source>To fire, a unit must see the target hex through one of its front hexsides; woods, villages and other units in good order block the view. The fire value of the firing increments is set against the target&apos;s fire defence, which comes from the defenders&apos; formation and the terrain. The ratio picks a column of the Fire Combat Chart; two dice read as 11 to 66, plus one for every increment over nine in a crowded target hex, pick the row, and the chart tells how many increments the target loses. Some losses also call for a morale check.</source>
        <translation>Um zu feuern, muss eine Einheit das Ziel-Hexfeld über eine ihrer Fronthexseiten sehen; Wälder, Dörfer und andere Einheiten in guter Ordnung versperren die Sicht. Der Feuerwert der feuernden Stufen wird der Feuerverteidigung des Ziels gegenübergestellt, die sich aus der Formation der Verteidiger und dem Gelände ergibt. Das Verhältnis bestimmt eine Spalte der Fire Combat Chart; zwei Würfel, gelesen als 11 bis 66, plus eins für jede Stufe über neun in einem überfüllten Ziel-Hexfeld, bestimmen die Zeile, und die Tabelle sagt, wie viele Stufen das Ziel verliert. Manche Verluste verlangen zudem einen Moraltest.</translation>
    </message>
    <message>
        <source>In the Movement segment each unit spends the movement points printed on its counter on the hexes and hexsides it crosses, its formation changes and its turns. Villages and woods are entered only in general order; an enemy&apos;s zone of influence, the hexes in front of it, stops infantry at once and cavalry only when the enemy is cavalry.</source>
        <translation>Im Bewegungsabschnitt gibt jede Einheit die auf ihrem Spielstein aufgedruckten Bewegungspunkte für die Hexfelder und Hexseiten aus, die sie durchquert, für ihre Formationswechsel und ihre Drehungen. Dörfer und Wälder werden nur in allgemeiner Ordnung betreten; die Einflusszone eines Feindes, die Hexfelder vor ihm, hält Infanterie sofort an und Kavallerie nur, wenn der Feind Kavallerie ist.</translation>
    </message>
    <message>
        <source>HexFire shows which hexsides are front, flank and rear, explains every number with its rule, and gives the exact chance of each loss before the dice are rolled.</source>
        <translation>HexFire zeigt, welche Hexseiten Front, Flanke und Rücken sind, erklärt jede Zahl mit ihrer Regel und nennt vor dem Würfeln die genaue Chance jedes Verlusts.</translation>
    </message>
    <message>
        <source>Autofire</source>
        <translation>Dauerfeuer</translation>
    </message>
    <message>
        <source>A weapon that fires bursts. Each point by which the score beats the To-Hit number adds one more hit.</source>
        <translation>Eine Waffe, die Feuerstöße abgibt. Jeder Punkt, um den das Ergebnis den Trefferwert übertrifft, bringt einen weiteren Treffer.</translation>
    </message>
    <message>
        <source>A figure that spent a round still and without firing has steadied its weapon: +1. It keeps the bonus until it moves, stands up or goes prone. Some heavy weapons fire only braced.</source>
        <translation>Eine Figur, die eine Runde lang stillstand, ohne zu feuern, hat ihre Waffe aufgelegt: +1. Sie behält den Bonus, bis sie sich bewegt, aufsteht oder sich hinlegt. Manche schweren Waffen feuern nur aufgelegt.</translation>
    </message>
    <message>
        <source>Close range</source>
        <translation>Nahbereich</translation>
    </message>
    <message>
        <source>Four inches or less: each figure adds its weapon&apos;s close factor.</source>
        <translation>Vier Zoll oder weniger: Jede Figur addiert den Nahbereichsfaktor ihrer Waffe.</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Deckung</translation>
    </message>
    <message>
        <source>Soft cover (hedges, woods) -2, hard cover (walls, buildings) -3, a prepared position -4. A target never adds several: only the best cover counts.</source>
        <translation>Weiche Deckung (Hecken, Wald) -2, harte Deckung (Mauern, Gebäude) -3, eine vorbereitete Stellung -4. Ein Ziel addiert nie mehrere: Nur die beste Deckung zählt.</translation>
    </message>
    <message>
        <source>Extreme range</source>
        <translation>Extreme Reichweite</translation>
    </message>
    <message>
        <source>Beyond the weapon&apos;s effective range, up to twice it: -4. Further away no hit is possible, though the fire may still make the target react.</source>
        <translation>Jenseits der effektiven Reichweite der Waffe, bis zu ihrem Doppelten: -4. Noch weiter entfernt ist kein Treffer möglich, doch das Feuer kann das Ziel trotzdem zu einer Reaktion bringen.</translation>
    </message>
    <message>
        <source>The kind of fire the player declares for the team: direct fire +2, return fire -2, panic fire -3. The rules name them without saying more; HexFire asks which.</source>
        <translation>Die Art des Feuers, die der Spieler für den Trupp ansagt: direktes Feuer +2, erwidertes Feuer -2, Panikfeuer -3. Die Regeln nennen sie, ohne mehr zu sagen; HexFire fragt nach.</translation>
    </message>
    <message>
        <source>Not under fire</source>
        <translation>Nicht unter Beschuss</translation>
    </message>
    <message>
        <source>A team that was not fired at this round or the one before shoots steadier: +2.</source>
        <translation>Ein Trupp, auf den in dieser oder der vorigen Runde nicht gefeuert wurde, schießt ruhiger: +2.</translation>
    </message>
    <message>
        <source>A foxhole, trench or pillbox set up before the game. It protects its occupant (-4 to hit it) and steadies its fire (+2), but only over a 90 degree arc, and the first round in it is spent settling in.</source>
        <translation>Ein vor dem Spiel angelegtes Schützenloch, ein Graben oder ein Bunker. Die Stellung schützt ihren Insassen (-4, um ihn zu treffen) und macht sein Feuer ruhiger (+2), aber nur in einem Schussfeld von 90 Grad, und die erste Runde darin vergeht mit dem Beziehen der Stellung.</translation>
    </message>
    <message>
        <source>Snake eyes</source>
        <translation>Doppel-Eins</translation>
    </message>
    <message>
        <source>Two ones on the dice: always a miss, whatever the modifiers.</source>
        <translation>Zwei Einsen auf den Würfeln: immer ein Fehlschuss, ganz gleich, welche Modifikatoren gelten.</translation>
    </message>
    <message>
        <source>The figures that fire together. Each figure that can see the target rolls its own two dice.</source>
        <translation>Die Figuren, die gemeinsam feuern. Jede Figur, die das Ziel sehen kann, würfelt mit ihren eigenen zwei Würfeln.</translation>
    </message>
    <message>
        <source>To-Hit number</source>
        <translation>Trefferwert</translation>
    </message>
    <message>
        <source>What a figure needs on two dice plus modifiers: Untrained 9, Green 8, Trained 7, Veteran 6.</source>
        <translation>Was eine Figur mit zwei Würfeln plus Modifikatoren braucht: Unausgebildet 9, Unerfahren 8, Ausgebildet 7, Veteran 6.</translation>
    </message>
    <message>
        <source>Wound table</source>
        <translation>Verwundungstabelle</translation>
    </message>
    <message>
        <source>Each hit rolls one die: 1-2 a light wound (-2 when the figure fires), 3-4 down (out of action, a loss, still on the map), 5-6 killed (off the map). A second light wound puts a figure down; a figure down hit again is killed on 5-6. HexFire&apos;s own table, which a scenario may change.</source>
        <translation>Jeder Treffer würfelt einen Würfel: 1-2 eine leichte Verwundung (-2, wenn die Figur feuert), 3-4 am Boden (außer Gefecht, ein Verlust, bleibt auf der Karte), 5-6 getötet (von der Karte). Eine zweite leichte Verwundung bringt eine Figur zu Boden; eine Figur am Boden, die erneut getroffen wird, wird bei 5-6 getötet. HexFires eigene Tabelle, die ein Szenario ändern kann.</translation>
    </message>
    <message>
        <source>The weapons table it ships is an invented placeholder marked not official, and the wound table is HexFire&apos;s own choice.</source>
        <translation>Die mitgelieferte Waffentabelle ist ein erfundener, als nicht offiziell gekennzeichneter Platzhalter, und die Verwundungstabelle ist HexFires eigene Wahl.</translation>
    </message>
    <message>
        <source>This scenario brings its own weapons table; the wound table is HexFire&apos;s own choice.</source>
        <translation>Dieses Szenario bringt eine eigene Waffentabelle mit; die Verwundungstabelle ist HexFires eigene Wahl.</translation>
    </message>
    <message>
        <source>These skirmish rules follow every soldier. A team fires at an enemy team: each figure that can see the enemy rolls two six-sided dice, adds the modifiers and hits if it reaches its To-Hit number, from 9 for untrained troops down to 6 for veterans. Two ones always miss.</source>
        <translation>Diese Skirmish-Regeln verfolgen jeden einzelnen Soldaten. Ein Trupp feuert auf einen feindlichen Trupp: Jede Figur, die den Feind sehen kann, würfelt zwei sechsseitige Würfel, addiert die Modifikatoren und trifft, wenn sie ihren Trefferwert erreicht, von 9 für unausgebildete Truppen bis hinunter zu 6 für Veteranen. Zwei Einsen verfehlen immer.</translation>
    </message>
    <message>
        <source>The modifiers come from the firer (moving, prone, braced, wounded, in a prepared position, under fire or not, the kind of fire) and from the target (its training, whether it is prone or moving, and its cover, of which only the best counts). Range matters too: close fire adds the weapon&apos;s close factor, fire beyond the effective range loses 4, and beyond twice that range it cannot hit at all. Autofire weapons score an extra hit for every point over the number.</source>
        <translation>Die Modifikatoren stammen vom Schützen (in Bewegung, liegend, aufgelegt, verwundet, in einer vorbereiteten Stellung, unter Beschuss oder nicht, die Feuerart) und vom Ziel (seine Ausbildung, ob es liegt oder sich bewegt, und seine Deckung, von der nur die beste zählt). Auch die Entfernung zählt: Feuer im Nahbereich addiert den Nahbereichsfaktor der Waffe, Feuer jenseits der effektiven Reichweite verliert 4, und jenseits der doppelten Reichweite kann es gar nicht treffen. Dauerfeuerwaffen erzielen für jeden Punkt über dem Wert einen zusätzlichen Treffer.</translation>
    </message>
    <message>
        <source>HexFire measures the table&apos;s inches on the hex map (2 inches to a hex unless the scenario says otherwise), shows every figure&apos;s modifiers and the exact chance of each number of hits before the dice roll. Each hit then rolls one die on a wound table: a light wound, down (out of action) or killed; HexFire shows the exact chance of each number of figures lost too.</source>
        <translation>HexFire misst die Zoll des Spieltischs auf der Hexfeldkarte (2 Zoll je Hexfeld, sofern das Szenario nichts anderes sagt) und zeigt vor dem Würfeln die Modifikatoren jeder Figur und die genaue Chance jeder Trefferzahl. Jeder Treffer würfelt dann einen Würfel auf einer Verwundungstabelle: eine leichte Verwundung, am Boden (außer Gefecht) oder getötet; HexFire zeigt auch die genaue Chance jeder Zahl verlorener Figuren.</translation>
    </message>
    <message>
        <source>Combined fire</source>
        <translation>Vereintes Feuer</translation>
    </message>
    <message>
        <source>Several units attack one target together. The lead adds all its firepower, each supporter half of its own, rounded up; every die then needs the worst range band of anyone taking part.</source>
        <translation>Mehrere Einheiten greifen gemeinsam ein Ziel an. Die führende Einheit bringt ihre ganze Feuerkraft ein, jeder Unterstützer die Hälfte seiner eigenen, aufgerundet; jeder Würfel braucht dann die ungünstigste Reichweitenstufe aller Beteiligten.</translation>
    </message>
    <message>
        <source>Concentrated attack</source>
        <translation>Konzentrierter Angriff</translation>
    </message>
    <message>
        <source>A fresh unit spends its action on a full-strength attack and may be supported by other fresh units.</source>
        <translation>Eine frische Einheit verwendet ihre Aktion auf einen Angriff mit voller Stärke und darf von anderen frischen Einheiten unterstützt werden.</translation>
    </message>
    <message>
        <source>Concussive Firepower</source>
        <translation>Concussive Firepower</translation>
    </message>
    <message>
        <source>Heavy guns against a building: +3 firepower and +3 range.</source>
        <translation>Schwere Geschütze gegen ein Gebäude: +3 Feuerkraft und +3 Reichweite.</translation>
    </message>
    <message>
        <source>The target rolls one die per point of its terrain&apos;s cover (woods 2, clear none); each success cancels one hit.</source>
        <translation>Das Ziel würfelt einen Würfel pro Deckungspunkt seines Geländes (Wald 2, offenes Gelände keinen); jeder Erfolg hebt einen Treffer auf.</translation>
    </message>
    <message>
        <source>A unit that has attacked or supported is fatigued: it cannot make or support a concentrated attack until it recovers.</source>
        <translation>Eine Einheit, die angegriffen oder unterstützt hat, ist ermüdet: Sie kann keinen konzentrierten Angriff ausführen oder unterstützen, bis sie sich erholt.</translation>
    </message>
    <message>
        <source>A unit that moves and fires in one action: half its firepower, no long-range attack and no supporters.</source>
        <translation>Eine Einheit, die sich in einer Aktion bewegt und feuert: halbe Feuerkraft, kein Angriff auf große Reichweite und keine Unterstützer.</translation>
    </message>
    <message>
        <source>Firepower</source>
        <translation>Feuerkraft</translation>
    </message>
    <message>
        <source>The number of attack dice a unit rolls: a squad adds up its figures&apos; values.</source>
        <translation>Die Zahl der Angriffswürfel, die eine Einheit würfelt: Ein Trupp zählt die Werte seiner Figuren zusammen.</translation>
    </message>
    <message>
        <source>A unit in Op Fire mode waits for the enemy to move or act in its sight and fires then; Op Fire units may combine, one of them leading.</source>
        <translation>Eine Einheit im Op-Feuer-Modus wartet, bis sich der Feind in ihrer Sicht bewegt oder handelt, und feuert dann; Einheiten im Op-Feuer-Modus dürfen ihr Feuer vereinen, wobei eine von ihnen führt.</translation>
    </message>
    <message>
        <source>Range bands</source>
        <translation>Reichweitenstufe</translation>
    </message>
    <message>
        <source>Adjacent is close range (dice hit on 4, 5 or 6), up to the unit&apos;s range normal (5 or 6), up to twice its range long (6 only). Higher ground adds 1 to the range.</source>
        <translation>Angrenzend ist kurze Reichweite (Würfel treffen bei 4, 5 oder 6), bis zur Reichweite der Einheit normale (5 oder 6), bis zu ihrer doppelten Reichweite große (nur 6). Höheres Gelände addiert 1 zur Reichweite.</translation>
    </message>
    <message>
        <source>Suppressive attack</source>
        <translation>Niederhaltender Angriff</translation>
    </message>
    <message>
        <source>An attack that pins its target rather than killing: a squad hit is pinned, then disrupted; a disrupted squad hit again stays disrupted.</source>
        <translation>Ein Angriff, der sein Ziel niederhält, statt zu töten: Ein getroffener Trupp wird niedergehalten, dann zerrüttet; ein zerrütteter Trupp, der erneut getroffen wird, bleibt zerrüttet.</translation>
    </message>
    <message>
        <source>Vehicle values and most cover values are placeholders marked not official.</source>
        <translation>Fahrzeugwerte und die meisten Deckungswerte sind als nicht offiziell gekennzeichnete Platzhalter.</translation>
    </message>
    <message>
        <source>This scenario brings its own unit and cover values; a value still read from one of HexFire&apos;s placeholders is marked not official.</source>
        <translation>Dieses Szenario bringt eigene Einheiten- und Deckungswerte mit; ein Wert, der noch aus einem von HexFires Platzhaltern stammt, ist als nicht offiziell gekennzeichnet.</translation>
    </message>
    <message>
        <source>In Tide of Iron a squad is a base of figures and its firepower is the sum of theirs. An attack rolls one die per point of firepower; how far the target is decides what a die needs: 4 or more next to it, 5 or more within range, only 6 at long range.</source>
        <translation>In Tide of Iron ist ein Trupp eine Basis mit Figuren, und seine Feuerkraft ist die Summe ihrer Werte. Ein Angriff würfelt einen Würfel pro Punkt Feuerkraft; die Entfernung zum Ziel bestimmt, was ein Würfel braucht: 4 oder mehr, wenn es angrenzt, 5 oder mehr innerhalb der Reichweite, nur 6 auf große Reichweite.</translation>
    </message>
    <message>
        <source>The target rolls cover dice for its terrain, and each cover success cancels one hit. What is left removes figures from a squad, one per hit, or damages a vehicle. Units that attack or support become fatigued. Several units can combine their fire: the lead adds its full firepower, each supporter half, and all dice use the worst range band among them.</source>
        <translation>Das Ziel würfelt Deckungswürfel für sein Gelände, und jeder Deckungserfolg hebt einen Treffer auf. Was übrig bleibt, entfernt Figuren aus einem Trupp, eine pro Treffer, oder beschädigt ein Fahrzeug. Einheiten, die angreifen oder unterstützen, werden ermüdet. Mehrere Einheiten können ihr Feuer vereinen: Die führende Einheit bringt ihre volle Feuerkraft ein, jeder Unterstützer die Hälfte, und alle Würfel verwenden die ungünstigste Reichweitenstufe unter ihnen.</translation>
    </message>
    <message>
        <source>HexFire lists each unit&apos;s part, the dice, the cover and the exact chance of every result before the roll.</source>
        <translation>HexFire listet vor dem Wurf den Anteil jeder Einheit, die Würfel, die Deckung und die genaue Chance jedes Ergebnisses auf.</translation>
    </message>
    <message>
        <source>attack die</source>
        <translation>Angriffswürfel</translation>
    </message>
    <message>
        <source>cover die of %1</source>
        <translation>Deckungswürfel von %1</translation>
    </message>
    <message>
        <source>Assault hex</source>
        <translation>Sturm-Hexfeld</translation>
    </message>
    <message>
        <source>A hex holding units of both sides after an assault. Fire there can hit either side, and a mortar marker in it uses one die for both.</source>
        <translation>Ein Hexfeld, in dem nach einem Sturmangriff Einheiten beider Seiten stehen. Feuer dort kann jede der beiden Seiten treffen, und ein Mörsermarker darin verwendet einen Würfel für beide.</translation>
    </message>
    <message>
        <source>Casualty</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <source>A unit loses a step: a full squad flips to its reduced side, a reduced squad or a one-step unit is removed.</source>
        <translation>Eine Einheit verliert eine Stufe: Ein voller Trupp wird auf seine reduzierte Seite gedreht, ein reduzierter Trupp oder eine einstufige Einheit wird entfernt.</translation>
    </message>
    <message>
        <source>The number printed on a counter that measures its nerve. Fire results are compared with it; a Cohesion Check passes when a ten-sided die is at most the Cohesion.</source>
        <translation>Die auf einem Spielstein aufgedruckte Zahl, die seine Nervenstärke misst. Feuerergebnisse werden mit ihr verglichen; ein Kohäsionstest gelingt, wenn ein zehnseitiger Würfel höchstens die Kohäsion zeigt.</translation>
    </message>
    <message>
        <source>A unit the enemy has not spotted. A fire result at least equal to its Cohesion reveals it.</source>
        <translation>Eine Einheit, die der Feind nicht entdeckt hat. Ein Feuerergebnis, das mindestens ihrer Kohäsion entspricht, enthüllt sie.</translation>
    </message>
    <message>
        <source>Shaken and out of the fight until it recovers: it cannot call mortars and, hit again, it is the last to be chosen to take a fire result.</source>
        <translation>Erschüttert und kampfunfähig, bis die Einheit sich erholt: Sie kann keine Mörser anfordern und wird, erneut getroffen, als letzte gewählt, um ein Feuerergebnis hinzunehmen.</translation>
    </message>
    <message>
        <source>FFAR</source>
        <translation>FFAR</translation>
    </message>
    <message>
        <source>Final Fire Attack Result: one marker&apos;s ten-sided die plus that marker&apos;s modifier. Only the highest FFAR in a hex counts.</source>
        <translation>Endgültiges Feuerangriffsergebnis (Final Fire Attack Result): der zehnseitige Würfel eines Markers plus dessen Modifikator. Nur das höchste FFAR in einem Hexfeld zählt.</translation>
    </message>
    <message>
        <source>The step where every hex under fire markers rolls one die per marker and the best unit there takes the worst result.</source>
        <translation>Der Schritt, in dem für jedes Hexfeld mit Feuermarkern ein Würfel pro Marker geworfen wird und das schlimmste Ergebnis die beste Einheit dort trifft.</translation>
    </message>
    <message>
        <source>MDRM</source>
        <translation>MDRM</translation>
    </message>
    <message>
        <source>Mortar die roll modifier: the red marker a mortar leaves in the hex it hits. It affects every unit in the hex, of both sides.</source>
        <translation>Würfelmodifikator des Mörsers (mortar die roll modifier): der rote Marker, den ein Mörser in dem Hexfeld hinterlässt, das er trifft. Er wirkt auf jede Einheit im Hexfeld, gleich welcher Seite.</translation>
    </message>
    <message>
        <source>Mortar Fire Action</source>
        <translation>Mörserfeueraktion</translation>
    </message>
    <message>
        <source>A leader calls a mortar onto a hex he can see: a red marker lands in the primary impact hex and a weaker one scatters into a neighbouring hex.</source>
        <translation>Ein Führer fordert einen Mörser auf ein Hexfeld an, das er sehen kann: Ein roter Marker landet im Haupteinschlag-Hexfeld, und ein schwächerer streut in ein benachbartes Hexfeld.</translation>
    </message>
    <message>
        <source>The hex a mortar was called on. Its marker is the mortar value plus the hex&apos;s terrain modifier.</source>
        <translation>Das Hexfeld, auf das ein Mörser angefordert wurde. Sein Marker ist der Mörserwert plus der Geländemodifikator des Hexfelds.</translation>
    </message>
    <message>
        <source>SADRM</source>
        <translation>SADRM</translation>
    </message>
    <message>
        <source>Small-arms die roll modifier: the green marker small-arms fire places on the enemy units in a hex. It affects only the side it was placed on.</source>
        <translation>Würfelmodifikator der Handwaffen (small-arms die roll modifier): der grüne Marker, den Handwaffenfeuer auf die feindlichen Einheiten in einem Hexfeld setzt. Er wirkt nur auf die Seite, auf die er gesetzt wurde.</translation>
    </message>
    <message>
        <source>The neighbouring hex a six-sided die scatters a mortar&apos;s second marker into; its marker is one less than the mortar value.</source>
        <translation>Das benachbarte Hexfeld, in das ein sechsseitiger Würfel den zweiten Marker eines Mörsers streut; sein Marker ist um eins niedriger als der Mörserwert.</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>A unit&apos;s size in casualties it can take: a full squad has two, a leader none.</source>
        <translation>Die Größe einer Einheit, gemessen an den Verlusten, die sie hinnehmen kann: Ein voller Trupp hat zwei, ein Führer keine.</translation>
    </message>
    <message>
        <source>TEM</source>
        <translation>TEM</translation>
    </message>
    <message>
        <source>Terrain effects modifier: what the terrain of a hex adds to the fire markers in it. Negative values protect.</source>
        <translation>Geländeeffektmodifikator (terrain effects modifier): was das Gelände eines Hexfelds zu den Feuermarkern darin addiert. Negative Werte schützen.</translation>
    </message>
    <message>
        <source>In The Last Hundred Yards, firing does not roll dice at once. Small-arms fire and mortar calls leave markers on the target hex: a green small-arms marker on the enemy units, a red mortar marker on the whole hex. Each marker carries a modifier, the attack&apos;s strength plus what the terrain adds.</source>
        <translation>In The Last Hundred Yards wird beim Feuern nicht sofort gewürfelt. Handwaffenfeuer und Mörseranforderungen hinterlassen Marker auf dem Ziel-Hexfeld: einen grünen Handwaffenmarker auf den feindlichen Einheiten, einen roten Mörsermarker auf dem ganzen Hexfeld. Jeder Marker trägt einen Modifikator: die Stärke des Angriffs plus das, was das Gelände hinzufügt.</translation>
    </message>
    <message>
        <source>At Fire Resolution every hex with markers rolls one ten-sided die per marker and adds its modifier. Only the single highest result counts. The best unit in the hex takes it: if the result beats its Cohesion it is disrupted, and a result of ten or more also costs it a step. Every other unit on that side then checks its own Cohesion.</source>
        <translation>Bei der Feuerauswertung wird für jedes Hexfeld mit Markern ein zehnseitiger Würfel pro Marker geworfen und dessen Modifikator addiert. Nur das eine höchste Ergebnis zählt. Die beste Einheit im Hexfeld nimmt es hin: Übertrifft das Ergebnis ihre Kohäsion, wird sie zerrüttet, und ein Ergebnis von zehn oder mehr kostet sie außerdem eine Stufe. Jede andere Einheit dieser Seite legt danach einen Kohäsionstest gegen ihre eigene Kohäsion ab.</translation>
    </message>
    <message>
        <source>HexFire shows the markers&apos; values, the line of sight of every shot and, before each roll, the exact chance of every outcome for the unit that will take it.</source>
        <translation>HexFire zeigt die Werte der Marker, die Sichtlinie jedes Schusses und vor jedem Wurf die genaue Chance jedes Ausgangs für die Einheit, die ihn hinnehmen wird.</translation>
    </message>
    <message>
        <source>Regrouping ended</source>
        <translation>Neusammlung beendet</translation>
    </message>
    <message>
        <source>Concealment lost</source>
        <translation>Tarnung verloren</translation>
    </message>
    <message>
        <source>Cohesion Check</source>
        <translation>Kohäsionstest</translation>
    </message>
    <message>
        <source>Marker removed</source>
        <translation>Marker entfernt</translation>
    </message>
    <message>
        <source>Extra action used</source>
        <translation>Zusatzaktion genutzt</translation>
    </message>
    <message>
        <source>Clean-up</source>
        <translation>Aufräumen</translation>
    </message>
    <message>
        <source>Became heroic</source>
        <translation>Wurde heldenhaft</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>Sektion</translation>
    </message>
    <message>
        <source>Weapon team</source>
        <translation>Waffentrupp</translation>
    </message>
    <message>
        <source>%1 The roll decides which side goes first.</source>
        <translation>%1 Der Wurf entscheidet, welche Seite beginnt.</translation>
    </message>
</context>
<context>
    <name>Undo Commands</name>
    <message>
        <source>There is no further script step.</source>
        <translation>Es gibt keinen weiteren Skriptschritt.</translation>
    </message>
    <message>
        <source>The script step could not be played.</source>
        <translation>Der Skriptschritt konnte nicht gespielt werden.</translation>
    </message>
</context>
<context>
    <name>hexfire::ActionToolbar</name>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Action Options</source>
        <translation>Aktionsoptionen</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Auswählen</translation>
    </message>
    <message>
        <source>Select units; hover a hex for its details</source>
        <translation>Einheiten auswählen; mit dem Zeiger über einem Hexfeld seine Einzelheiten zeigen</translation>
    </message>
    <message>
        <source>The chosen action&apos;s options</source>
        <translation>Die Optionen der gewählten Aktion</translation>
    </message>
    <message>
        <source>Selected unit</source>
        <translation>Ausgewählte Einheit</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Select a unit with several to choose from</source>
        <translation>Wählen Sie eine Einheit mit mehreren Möglichkeiten aus</translation>
    </message>
    <message>
        <source>required</source>
        <translation>erforderlich</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <source>Select mode takes no parameters; choose an action first.</source>
        <translation>Der Auswahlmodus hat keine Parameter; wählen Sie zuerst eine Aktion.</translation>
    </message>
    <message>
        <source>%1 has no parameter &quot;%2&quot;; valid: %3</source>
        <translation>%1 hat keinen Parameter „%2“; gültig: %3</translation>
    </message>
    <message>
        <source>%1 must be a whole number from %2 to %3</source>
        <translation>%1 muss eine ganze Zahl von %2 bis %3 sein</translation>
    </message>
    <message>
        <source>%1 must be yes or no</source>
        <translation>%1 muss ja oder nein sein</translation>
    </message>
    <message>
        <source>%1 must be one of: %2</source>
        <translation>%1 muss eines davon sein: %2</translation>
    </message>
    <message>
        <source>%1 must be text</source>
        <translation>%1 muss ein Text sein</translation>
    </message>
    <message>
        <source>%1 is not entered on the toolbar</source>
        <translation>%1 wird nicht in der Werkzeugleiste eingegeben</translation>
    </message>
</context>
<context>
    <name>hexfire::AdjustController</name>
    <message>
        <source>Adjustment: %1</source>
        <translation>Anpassung: %1</translation>
    </message>
    <message>
        <source>Adjustment</source>
        <translation>Anpassung</translation>
    </message>
    <message>
        <source>Open a game first.</source>
        <translation>Öffnen Sie zuerst ein Spiel.</translation>
    </message>
    <message>
        <source>Adjust</source>
        <translation>Anpassen</translation>
    </message>
    <message>
        <source>Change the counter by hand, outside the rules, as on a real table: one step in the log, undone like any other</source>
        <translation>Den Spielstein von Hand ändern, außerhalb der Regeln, wie an einem echten Tisch: ein Schritt im Protokoll, rückgängig zu machen wie jeder andere</translation>
    </message>
    <message>
        <source>Move to…</source>
        <translation>Verschieben nach…</translation>
    </message>
    <message>
        <source>Then click the hex to put it in (Esc cancels)</source>
        <translation>Dann auf das Hexfeld klicken, in das er kommt (Esc bricht ab)</translation>
    </message>
    <message>
        <source>Eliminate</source>
        <translation>Eliminieren</translation>
    </message>
    <message>
        <source>Put Back on the Map</source>
        <translation>Zurück auf die Karte stellen</translation>
    </message>
    <message>
        <source>Printed Values</source>
        <translation>Aufgedruckte Werte</translation>
    </message>
    <message>
        <source>%1…</source>
        <translation>%1…</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Facing</source>
        <translation>Ausrichtung</translation>
    </message>
    <message>
        <source>%1 side</source>
        <translation>Seite %1</translation>
    </message>
    <message>
        <source>%1–%2 corner</source>
        <translation>Ecke %1–%2</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Change %1…</source>
        <translation>%1 ändern…</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
    <message>
        <source>Change Value…</source>
        <translation>Wert ändern…</translation>
    </message>
    <message>
        <source>Change Value</source>
        <translation>Wert ändern</translation>
    </message>
    <message>
        <source>The marker&apos;s new value:</source>
        <translation>Der neue Wert des Markers:</translation>
    </message>
    <message>
        <source>Place Marker</source>
        <translation>Marker setzen</translation>
    </message>
    <message>
        <source>Side Counts</source>
        <translation>Zähler der Seiten</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (%2)…</source>
        <translation>%1 (%2)…</translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation>%1 setzen</translation>
    </message>
    <message>
        <source>Click the hex to put %1 in (Esc cancels).</source>
        <translation>Klicken Sie auf das Hexfeld, in das %1 kommt (Esc bricht ab).</translation>
    </message>
    <message>
        <source>Not moved.</source>
        <translation>Nicht bewegt.</translation>
    </message>
</context>
<context>
    <name>hexfire::AdviceController</name>
    <message>
        <source>Show &amp;Threats</source>
        <translation>&amp;Bedrohungen zeigen</translation>
    </message>
    <message>
        <source>Every target the selected unit&apos;s action could take, best first by the chance of its main result; click one to preview it</source>
        <translation>Jedes Ziel, das die Aktion der ausgewählten Einheit nehmen könnte, das beste zuerst nach der Chance seines Hauptergebnisses; eines anklicken, um es vorab zu sehen</translation>
    </message>
    <message>
        <source>Tints each hex by the enemy&apos;s best odds against the selected unit were it standing there (none selected: against the first side&apos;s units); point at a hex to list who can fire into it</source>
        <translation>Tönt jedes Hexfeld nach den besten Chancen des Gegners gegen die ausgewählte Einheit, stünde sie dort (keine ausgewählt: gegen die Einheiten der ersten Seite); auf ein Hexfeld zeigen, um aufzulisten, wer hineinfeuern kann</translation>
    </message>
    <message>
        <source>Select a unit and choose an action that aims at a target: every target it could take is ranked here, best first.</source>
        <translation>Wählen Sie eine Einheit und eine Aktion, die auf ein Ziel zielt: jedes mögliche Ziel wird hier gereiht, das beste zuerst.</translation>
    </message>
    <message>
        <source>Not allowed: %1</source>
        <translation>Nicht erlaubt: %1</translation>
    </message>
    <message>
        <source>No enemy on the map to aim at.</source>
        <translation>Kein Gegner auf der Karte, auf den gezielt werden kann.</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>erlaubt</translation>
    </message>
    <message>
        <source>View &gt; Show Threats (T) tints the map by the enemy&apos;s best odds; point at a hex to list who can fire into it.</source>
        <translation>Ansicht &gt; Bedrohungen zeigen (T) tönt die Karte nach den besten Chancen des Gegners; auf ein Hexfeld zeigen, um aufzulisten, wer hineinfeuern kann.</translation>
    </message>
    <message>
        <source>No threats can be shown: %1</source>
        <translation>Es lassen sich keine Bedrohungen zeigen: %1</translation>
    </message>
    <message>
        <source>Each hex is tinted by the best odds any enemy would have against %1 standing there. Point at a hex to list who could fire into it.</source>
        <translation>Jedes Hexfeld ist nach den besten Chancen getönt, die ein Gegner gegen %1 hätte, stünde die Einheit dort. Auf ein Hexfeld zeigen, um aufzulisten, wer hineinfeuern könnte.</translation>
    </message>
    <message>
        <source>The map is tinted by the best odds any enemy has against the %1. Point at a hex to list who can fire into it.</source>
        <translation>Die Karte ist nach den besten Chancen getönt, die ein Gegner gegen die Seite %1 hat. Auf ein Hexfeld zeigen, um aufzulisten, wer hineinfeuern kann.</translation>
    </message>
</context>
<context>
    <name>hexfire::AssumptionsPanel</name>
    <message>
        <source>Assumptions</source>
        <translation>Annahmen</translation>
    </message>
    <message>
        <source>No assumptions in force.</source>
        <translation>Keine Annahmen in Kraft.</translation>
    </message>
    <message>
        <source>Where the rule books leave a choice, HexFire assumes this. Double-click one to read HexFire&apos;s note on it.</source>
        <translation>Wo die Regelbücher eine Wahl lassen, nimmt HexFire dies an. Doppelklicken Sie eine, um HexFires Anmerkung dazu zu lesen.</translation>
    </message>
</context>
<context>
    <name>hexfire::DiceLogPanel</name>
    <message>
        <source>A chi-square test of the counts per face: how often a fair die, rolled as often, would come out at least this uneven. Below 5% is a little unusual, below 1% unusual; with few rolls any shape is normal.</source>
        <translation>Ein Chi-Quadrat-Test der Anzahl je Augenzahl: wie oft ein fairer Würfel, ebenso oft geworfen, mindestens so ungleichmäßig ausfiele. Unter 5 % ist etwas ungewöhnlich, unter 1 % ungewöhnlich; bei wenigen Würfen ist jede Verteilung normal.</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>The rolls of the game, counted from 1</source>
        <translation>Die Würfe des Spiels, ab 1 gezählt</translation>
    </message>
    <message>
        <source>The step of the game the roll belongs to</source>
        <translation>Der Schritt des Spiels, zu dem der Wurf gehört</translation>
    </message>
    <message>
        <source>1 roll of d%1</source>
        <translation>1 Wurf mit W%1</translation>
    </message>
    <message>
        <source>%1 rolls of d%2</source>
        <translation>%1 Würfe mit W%2</translation>
    </message>
    <message>
        <source>too few to judge whether the die is fair</source>
        <translation>zu wenige, um zu beurteilen, ob der Würfel fair ist</translation>
    </message>
    <message>
        <source>unusual — a fair die would give counts this uneven only %1 of the time; check the dice, or how they are read</source>
        <translation>ungewöhnlich — ein fairer Würfel ergäbe nur in %1 der Fälle so ungleichmäßige Anzahlen; prüfen Sie die Würfel oder wie sie abgelesen werden</translation>
    </message>
    <message>
        <source>a little unusual — a fair die would give counts this uneven %1 of the time</source>
        <translation>etwas ungewöhnlich — ein fairer Würfel ergäbe in %1 der Fälle so ungleichmäßige Anzahlen</translation>
    </message>
    <message>
        <source>nothing unusual — a fair die would give counts this uneven %1 of the time</source>
        <translation>nichts Ungewöhnliches — ein fairer Würfel ergäbe in %1 der Fälle so ungleichmäßige Anzahlen</translation>
    </message>
</context>
<context>
    <name>hexfire::EditorController</name>
    <message>
        <source>1 hex</source>
        <translation>1 Hexfeld</translation>
    </message>
    <message>
        <source>%1 hexes</source>
        <translation>%1 Hexfelder</translation>
    </message>
    <message>
        <source>&amp;New Scenario…</source>
        <translation>&amp;Neues Szenario…</translation>
    </message>
    <message>
        <source>&amp;Edit Scenario</source>
        <translation>Szenario &amp;bearbeiten</translation>
    </message>
    <message>
        <source>Edit the map, the units and the markers; switch off to play from the position</source>
        <translation>Karte, Einheiten und Marker bearbeiten; ausschalten, um von der Stellung aus zu spielen</translation>
    </message>
    <message>
        <source>Save Scenario &amp;As…</source>
        <translation>Szenario spei&amp;chern unter…</translation>
    </message>
    <message>
        <source>Save Scenario</source>
        <translation>Szenario speichern</translation>
    </message>
    <message>
        <source>Delete Selected Unit</source>
        <translation>Ausgewählte Einheit löschen</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>%1 löschen</translation>
    </message>
    <message>
        <source>Undo Edit</source>
        <translation>Bearbeitung rückgängig</translation>
    </message>
    <message>
        <source>Redo Edit</source>
        <translation>Bearbeitung wiederholen</translation>
    </message>
    <message>
        <source>Editing starts from the current position, which becomes the new initial position; the steps played so far are left behind.</source>
        <translation>Die Bearbeitung beginnt bei der aktuellen Stellung, die zur neuen Anfangsstellung wird; die bisher gespielten Schritte bleiben zurück.</translation>
    </message>
    <message>
        <source>Editing the initial position; the example&apos;s steps are left behind.</source>
        <translation>Die Anfangsstellung wird bearbeitet; die Schritte des Beispiels bleiben zurück.</translation>
    </message>
    <message>
        <source>Editing the scenario. Switch Edit Scenario off to play from it.</source>
        <translation>Das Szenario wird bearbeitet. Schalten Sie „Szenario bearbeiten“ aus, um davon aus zu spielen.</translation>
    </message>
    <message>
        <source>This scenario cannot be made: %1</source>
        <translation>Dieses Szenario lässt sich nicht anlegen: %1</translation>
    </message>
    <message>
        <source>Scenario Editor</source>
        <translation>Szenario-Editor</translation>
    </message>
    <message>
        <source>The position cannot be played yet: %1</source>
        <translation>Die Stellung kann noch nicht gespielt werden: %1</translation>
    </message>
    <message>
        <source>Playing from the edited position.</source>
        <translation>Es wird von der bearbeiteten Stellung aus gespielt.</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Automatisches Speichern fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Not done: %1</source>
        <translation>Nicht ausgeführt: %1</translation>
    </message>
    <message>
        <source>The background image %1 %2; the map is drawn without it.</source>
        <translation>Das Hintergrundbild %1 %2; die Karte wird ohne es gezeichnet.</translation>
    </message>
    <message>
        <source>The image %1 is not there; the scenario keeps the reference.</source>
        <translation>Das Bild %1 ist nicht vorhanden; das Szenario behält den Verweis.</translation>
    </message>
    <message>
        <source>Set Background Image</source>
        <translation>Hintergrundbild festlegen</translation>
    </message>
    <message>
        <source>Remove Background Image</source>
        <translation>Hintergrundbild entfernen</translation>
    </message>
    <message>
        <source>Select: click a counter to edit it, drag it to another hex to move it</source>
        <translation>Auswählen: einen Spielstein anklicken, um ihn zu bearbeiten, in ein anderes Hexfeld ziehen, um ihn zu bewegen</translation>
    </message>
    <message>
        <source>Paint: click a hex, or drag across hexes; the stroke is one undo step</source>
        <translation>Malen: ein Hexfeld anklicken oder über Hexfelder ziehen; der Strich ist ein Rückgängig-Schritt</translation>
    </message>
    <message>
        <source>Fill: click a hex to paint its whole region of the same terrain</source>
        <translation>Füllen: ein Hexfeld anklicken, um sein ganzes Gebiet gleichen Geländes zu malen</translation>
    </message>
    <message>
        <source>Raise: click or drag to lift hexes one level</source>
        <translation>Anheben: klicken oder ziehen, um Hexfelder eine Stufe anzuheben</translation>
    </message>
    <message>
        <source>Lower: click or drag to lower hexes one level</source>
        <translation>Absenken: klicken oder ziehen, um Hexfelder eine Stufe abzusenken</translation>
    </message>
    <message>
        <source>Hexside: click near an edge to put the feature on it, again to clear it</source>
        <translation>Hexseite: nahe einer Kante klicken, um das Merkmal darauf zu setzen, erneut, um es zu entfernen</translation>
    </message>
    <message>
        <source>In Hex: click a hex to put the feature in it, again to take it away</source>
        <translation>Im Hexfeld: ein Hexfeld anklicken, um das Merkmal hineinzusetzen, erneut, um es wegzunehmen</translation>
    </message>
    <message>
        <source>Unit: click a hex to place a unit of the chosen type for the chosen side</source>
        <translation>Einheit: ein Hexfeld anklicken, um eine Einheit des gewählten Typs für die gewählte Seite aufzustellen</translation>
    </message>
    <message>
        <source>Marker: click a hex to place a marker of the chosen kind</source>
        <translation>Marker: ein Hexfeld anklicken, um einen Marker der gewählten Art zu setzen</translation>
    </message>
    <message>
        <source>Erase: click a hex to delete its top counter, or else its last marker</source>
        <translation>Radieren: ein Hexfeld anklicken, um seinen obersten Spielstein zu löschen, sonst seinen letzten Marker</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>%1 bewegen</translation>
    </message>
    <message>
        <source>Paint %1 (%2)</source>
        <translation>%1 malen (%2)</translation>
    </message>
    <message>
        <source>Raise %1</source>
        <translation>%1 anheben</translation>
    </message>
    <message>
        <source>Lower %1</source>
        <translation>%1 absenken</translation>
    </message>
    <message>
        <source>Fill %1 (%2)</source>
        <translation>%1 füllen (%2)</translation>
    </message>
    <message>
        <source>Clear Hexside</source>
        <translation>Hexseite leeren</translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation>%1 setzen</translation>
    </message>
    <message>
        <source>Toggle %1</source>
        <translation>%1 umschalten</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <source>Place Marker</source>
        <translation>Marker setzen</translation>
    </message>
    <message>
        <source>Remove Marker</source>
        <translation>Marker entfernen</translation>
    </message>
</context>
<context>
    <name>hexfire::EditorPalette</name>
    <message>
        <source>Hexside %1</source>
        <translation>Hexseite %1</translation>
    </message>
    <message>
        <source>Corner %1–%2</source>
        <translation>Ecke %1–%2</translation>
    </message>
    <message>
        <source>Play This Position</source>
        <translation>Diese Stellung spielen</translation>
    </message>
    <message>
        <source>Leave edit mode and play from the position as it stands</source>
        <translation>Den Bearbeitungsmodus verlassen und von der Stellung aus spielen, wie sie ist</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Auswählen</translation>
    </message>
    <message>
        <source>Paint</source>
        <translation>Malen</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>Füllen</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Anheben</translation>
    </message>
    <message>
        <source>Lower</source>
        <translation>Absenken</translation>
    </message>
    <message>
        <source>Hexside</source>
        <translation>Hexseite</translation>
    </message>
    <message>
        <source>In Hex</source>
        <translation>Im Hexfeld</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Marker</source>
        <translation>Marker</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>Radieren</translation>
    </message>
    <message>
        <source>Select a counter or a hex; drag a counter to move it</source>
        <translation>Einen Spielstein oder ein Hexfeld auswählen; einen Spielstein ziehen, um ihn zu bewegen</translation>
    </message>
    <message>
        <source>Paint the chosen terrain: click, or drag across hexes</source>
        <translation>Das gewählte Gelände malen: klicken oder über Hexfelder ziehen</translation>
    </message>
    <message>
        <source>Paint the whole region of the clicked hex&apos;s terrain</source>
        <translation>Das ganze Gebiet mit dem Gelände des angeklickten Hexfelds malen</translation>
    </message>
    <message>
        <source>One elevation level up: click, or drag across hexes</source>
        <translation>Eine Höhenstufe hinauf: klicken oder über Hexfelder ziehen</translation>
    </message>
    <message>
        <source>One elevation level down: click, or drag across hexes</source>
        <translation>Eine Höhenstufe hinunter: klicken oder über Hexfelder ziehen</translation>
    </message>
    <message>
        <source>Put the chosen hexside feature on the edge nearest the click (again to clear it)</source>
        <translation>Das gewählte Hexseiten-Merkmal auf die Kante setzen, die dem Klick am nächsten ist (erneut, um es zu entfernen)</translation>
    </message>
    <message>
        <source>Put the chosen feature in the hex (again to take it away)</source>
        <translation>Das gewählte Merkmal in das Hexfeld setzen (erneut, um es wegzunehmen)</translation>
    </message>
    <message>
        <source>Place a unit of the chosen type for the chosen side</source>
        <translation>Eine Einheit des gewählten Typs für die gewählte Seite aufstellen</translation>
    </message>
    <message>
        <source>Place a marker of the chosen kind</source>
        <translation>Einen Marker der gewählten Art setzen</translation>
    </message>
    <message>
        <source>Delete the top unit of a hex, or else its last marker</source>
        <translation>Die oberste Einheit eines Hexfelds löschen, sonst seinen letzten Marker</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Einheiten</translation>
    </message>
    <message>
        <source>Selected</source>
        <translation>Ausgewählt</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Gelände</translation>
    </message>
    <message>
        <source>Map Features</source>
        <translation>Kartenmerkmale</translation>
    </message>
    <message>
        <source>Units and Markers</source>
        <translation>Einheiten und Marker</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Click a type, then a hex, or drag it onto the map:</source>
        <translation>Einen Typ anklicken, dann ein Hexfeld, oder ihn auf die Karte ziehen:</translation>
    </message>
    <message>
        <source>Click a kind, then a hex, to place a marker</source>
        <translation>Eine Art anklicken, dann ein Hexfeld, um einen Marker zu setzen</translation>
    </message>
    <message>
        <source>Selected Unit</source>
        <translation>Ausgewählte Einheit</translation>
    </message>
    <message>
        <source>Markers in the Selected Hex</source>
        <translation>Marker im ausgewählten Hexfeld</translation>
    </message>
    <message>
        <source>Title and Description</source>
        <translation>Titel und Beschreibung</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Description: what the position shows</source>
        <translation>Beschreibung: was die Stellung zeigt</translation>
    </message>
    <message>
        <source>Apply Title and Description</source>
        <translation>Titel und Beschreibung übernehmen</translation>
    </message>
    <message>
        <source>Background Image</source>
        <translation>Hintergrundbild</translation>
    </message>
    <message>
        <source>A scan of the map (PNG or JPEG)</source>
        <translation>Ein Scan der Karte (PNG oder JPEG)</translation>
    </message>
    <message>
        <source>Load…</source>
        <translation>Laden…</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.bmp)</source>
        <translation>Bilder (*.png *.jpg *.jpeg *.bmp)</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Bild</translation>
    </message>
    <message>
        <source>Where the centre of the map&apos;s first hex is on the image, in pixels from the left</source>
        <translation>Wo die Mitte des ersten Hexfelds der Karte auf dem Bild liegt, in Pixeln von links</translation>
    </message>
    <message>
        <source>Where the centre of the map&apos;s first hex is on the image, in pixels from the top</source>
        <translation>Wo die Mitte des ersten Hexfelds der Karte auf dem Bild liegt, in Pixeln von oben</translation>
    </message>
    <message>
        <source>A hex&apos;s size on the image: pixels from its centre to a corner</source>
        <translation>Die Größe eines Hexfelds auf dem Bild: Pixel von seiner Mitte bis zu einer Ecke</translation>
    </message>
    <message>
        <source>First hex x</source>
        <translation>Erstes Hexfeld x</translation>
    </message>
    <message>
        <source>First hex y</source>
        <translation>Erstes Hexfeld y</translation>
    </message>
    <message>
        <source>Hex size</source>
        <translation>Hexfeldgröße</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>%1 (on a hexside)</source>
        <translation>%1 (auf einer Hexseite)</translation>
    </message>
    <message>
        <source>This game&apos;s tables name no map features.</source>
        <translation>Die Tabellen dieses Spiels nennen keine Kartenmerkmale.</translation>
    </message>
    <message>
        <source>Editing &lt;b&gt;%1&lt;/b&gt; (%2). Every change is checked as it is made.</source>
        <translation>Bearbeitet wird &lt;b&gt;%1&lt;/b&gt; (%2). Jede Änderung wird geprüft, sobald sie gemacht wird.</translation>
    </message>
    <message>
        <source>Select a counter with the Select tool.</source>
        <translation>Wählen Sie mit dem Auswahlwerkzeug einen Spielstein aus.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <source>Full strength</source>
        <translation>Volle Stärke</translation>
    </message>
    <message>
        <source>Does not face</source>
        <translation>Ohne Ausrichtung</translation>
    </message>
    <message>
        <source>Facing</source>
        <translation>Ausrichtung</translation>
    </message>
    <message>
        <source>Delete Unit</source>
        <translation>Einheit löschen</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>%1 löschen</translation>
    </message>
    <message>
        <source>Not done: %1</source>
        <translation>Nicht ausgeführt: %1</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>%1 bearbeiten</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Set Value</source>
        <translation>Wert setzen</translation>
    </message>
    <message>
        <source>Remove Marker</source>
        <translation>Marker entfernen</translation>
    </message>
    <message>
        <source>Change Marker</source>
        <translation>Marker ändern</translation>
    </message>
    <message>
        <source>Change Title and Description</source>
        <translation>Titel und Beschreibung ändern</translation>
    </message>
</context>
<context>
    <name>hexfire::ExampleController</name>
    <message>
        <source>&amp;Restart This Example</source>
        <translation>Dieses Beispiel &amp;neu starten</translation>
    </message>
    <message>
        <source>&amp;Back to the Example</source>
        <translation>&amp;Zurück zum Beispiel</translation>
    </message>
    <message>
        <source>Go back to the first step of the example</source>
        <translation>Zum ersten Schritt des Beispiels zurückgehen</translation>
    </message>
    <message>
        <source>Leave your game and return to the example at the step you left it</source>
        <translation>Ihr Spiel verlassen und zum Beispiel an dem Schritt zurückkehren, an dem Sie es verlassen haben</translation>
    </message>
    <message>
        <source>Your game, played on from an example</source>
        <translation>Ihr Spiel, aus einem Beispiel weitergespielt</translation>
    </message>
    <message>
        <source>Play On from Here?</source>
        <translation>Von hier aus weiterspielen?</translation>
    </message>
    <message>
        <source>This is an example: its steps replay the rule book. Your own move starts your own game from this point, with the example&apos;s steps so far as its start. The example stays as it is: Back to the Example returns to it.</source>
        <translation>Dies ist ein Beispiel: seine Schritte spielen das Regelbuch nach. Ihr eigener Zug beginnt von hier aus Ihr eigenes Spiel, mit den bisherigen Schritten des Beispiels als Anfang. Das Beispiel bleibt, wie es ist: „Zurück zum Beispiel“ kehrt dorthin zurück.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your own game&lt;/b&gt;, played on from the start of the example “%1”.</source>
        <translation>&lt;b&gt;Ihr eigenes Spiel&lt;/b&gt;, weitergespielt vom Anfang des Beispiels „%1“.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your own game&lt;/b&gt;, played on from step %1 of the example “%2”.</source>
        <translation>&lt;b&gt;Ihr eigenes Spiel&lt;/b&gt;, weitergespielt ab Schritt %1 des Beispiels „%2“.</translation>
    </message>
    <message>
        <source>Cannot reopen the example</source>
        <translation>Das Beispiel lässt sich nicht wieder öffnen</translation>
    </message>
    <message>
        <source>The example could not be opened again; your game is unchanged.</source>
        <translation>Das Beispiel konnte nicht erneut geöffnet werden; Ihr Spiel ist unverändert.</translation>
    </message>
</context>
<context>
    <name>hexfire::ExplanationPanel</name>
    <message>
        <source>clear</source>
        <translation>frei</translation>
    </message>
    <message>
        <source>hindered (%1)</source>
        <translation>behindert (%1)</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>blockiert</translation>
    </message>
    <message>
        <source>left</source>
        <translation>links</translation>
    </message>
    <message>
        <source>right</source>
        <translation>rechts</translation>
    </message>
    <message>
        <source>The line runs exactly along a hexside or through a hex corner</source>
        <translation>Die Linie verläuft genau entlang einer Hexseite oder durch eine Hexecke</translation>
    </message>
    <message>
        <source>%1; the hexes on both sides agree.</source>
        <translation>%1; die Hexfelder auf beiden Seiten stimmen überein.</translation>
    </message>
    <message>
        <source>%1, and the hex on its %2 blocks it: in this game a line is blocked when either side blocks.</source>
        <translation>%1, und das Hexfeld auf seiner Seite %2 blockiert sie: in diesem Spiel ist eine Linie blockiert, wenn eine der beiden Seiten blockiert.</translation>
    </message>
    <message>
        <source>%1; neither side blocks, and this game counts the side with more hindrance, on the %2 (%3).</source>
        <translation>%1; keine Seite blockiert, und dieses Spiel zählt die Seite mit mehr Behinderung, auf der Seite %2 (%3).</translation>
    </message>
    <message>
        <source>%1, and the hexes on both sides block it.</source>
        <translation>%1, und die Hexfelder auf beiden Seiten blockieren sie.</translation>
    </message>
    <message>
        <source>%1; one side blocks, but this game lets the line pass on the clear side, on the %2.</source>
        <translation>%1; eine Seite blockiert, aber dieses Spiel lässt die Linie auf der freien Seite passieren, auf der Seite %2.</translation>
    </message>
    <message>
        <source>%1; neither side blocks, and this game counts the side with less hindrance, on the %2 (%3).</source>
        <translation>%1; keine Seite blockiert, und dieses Spiel zählt die Seite mit weniger Behinderung, auf der Seite %2 (%3).</translation>
    </message>
    <message>
        <source>Select a unit, choose an action on the toolbar and point at a target hex.</source>
        <translation>Wählen Sie eine Einheit, eine Aktion in der Werkzeugleiste und zeigen Sie auf ein Ziel-Hexfeld.</translation>
    </message>
    <message>
        <source> via %1</source>
        <translation> über %1</translation>
    </message>
    <message>
        <source> (every hex)</source>
        <translation> (jedes Hexfeld)</translation>
    </message>
    <message>
        <source> (every unit)</source>
        <translation> (jede Einheit)</translation>
    </message>
    <message>
        <source> (rolled %1 against %2: %3)</source>
        <translation> (%1 gegen %2 gewürfelt: %3)</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>misslungen</translation>
    </message>
    <message>
        <source>assumed</source>
        <translation>angenommen</translation>
    </message>
    <message>
        <source>not official</source>
        <translation>nicht offiziell</translation>
    </message>
    <message>
        <source>Not allowed: %1</source>
        <translation>Nicht erlaubt: %1</translation>
    </message>
    <message>
        <source>rule %1</source>
        <translation>Regel %1</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>Erlaubt</translation>
    </message>
    <message>
        <source>Assumed here: %1. A name opens HexFire&apos;s note on it.</source>
        <translation>Hier angenommen: %1. Ein Name öffnet HexFires Anmerkung dazu.</translation>
    </message>
    <message>
        <source>NOT OFFICIAL</source>
        <translation>NICHT OFFIZIELL</translation>
    </message>
    <message>
        <source>A placeholder table was used, not the published chart.</source>
        <translation>Es wurde eine Platzhaltertabelle verwendet, nicht die veröffentlichte Tabelle.</translation>
    </message>
    <message>
        <source>Line of sight</source>
        <translation>Sichtlinie</translation>
    </message>
    <message>
        <source> — first blocker: %1</source>
        <translation> — erstes Hindernis: %1</translation>
    </message>
    <message>
        <source>How it is worked out</source>
        <translation>Wie es berechnet wird</translation>
    </message>
    <message>
        <source> (only if needed)</source>
        <translation> (nur falls nötig)</translation>
    </message>
    <message>
        <source>Dice to roll:</source>
        <translation>Zu werfende Würfel:</translation>
    </message>
    <message>
        <source>Rolled %1</source>
        <translation>Gewürfelt: %1</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was geschah</translation>
    </message>
    <message>
        <source>What the dice did</source>
        <translation>Was die Würfel bewirkten</translation>
    </message>
    <message>
        <source>Effects on the counters</source>
        <translation>Wirkungen auf die Spielsteine</translation>
    </message>
    <message numerus="yes">
        <source>…and %n more, shown on the map.</source>
        <translation>
            <numerusform>…und %n weitere, auf der Karte gezeigt.</numerusform>
            <numerusform>…und %n weitere, auf der Karte gezeigt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexfire::FileController</name>
    <message>
        <source>How the Game Is &amp;Won…</source>
        <translation>Wie das Spiel &amp;gewonnen wird…</translation>
    </message>
    <message>
        <source>The game&apos;s length and what wins it; where the rules let the players decide, change them before the first move</source>
        <translation>Die Länge des Spiels und was es gewinnt; wo die Regeln die Spieler entscheiden lassen, vor dem ersten Zug ändern</translation>
    </message>
    <message>
        <source>Cannot open %1</source>
        <translation>%1 kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>The file has problems; the current game is unchanged.</source>
        <translation>Die Datei hat Probleme; das aktuelle Spiel ist unverändert.</translation>
    </message>
    <message>
        <source>%1 was read by the newer rules</source>
        <translation>%1 wurde mit den neueren Regeln gelesen</translation>
    </message>
    <message>
        <source>How the Game Is Won</source>
        <translation>Wie das Spiel gewonnen wird</translation>
    </message>
    <message>
        <source>The scenario sets how this game is won.</source>
        <translation>Das Szenario legt fest, wie dieses Spiel gewonnen wird.</translation>
    </message>
    <message>
        <source>The players settled this before the first move; it stays for the whole game.</source>
        <translation>Die Spieler haben dies vor dem ersten Zug festgelegt; es gilt für das ganze Spiel.</translation>
    </message>
    <message>
        <source>How the game is won: %1</source>
        <translation>Wie das Spiel gewonnen wird: %1</translation>
    </message>
    <message>
        <source>Open Scenario or Saved Game</source>
        <translation>Szenario oder gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <source>Restore the last game?</source>
        <translation>Das letzte Spiel wiederherstellen?</translation>
    </message>
    <message>
        <source>A HexFire window playing a game did not close normally (its last autosave is from %1). Restore that game? (No: it is kept until this window autosaves a game of its own, and offered again at the next start until then.)</source>
        <translation>Ein HexFire-Fenster mit einem laufenden Spiel wurde nicht normal geschlossen (seine letzte automatische Sicherung stammt von %1). Dieses Spiel wiederherstellen? (Nein: sie bleibt erhalten, bis dieses Fenster selbst ein Spiel automatisch sichert, und wird bis dahin bei jedem Start wieder angeboten.)</translation>
    </message>
    <message>
        <source>The autosaved game stays at %1 until this window autosaves.</source>
        <translation>Das automatisch gesicherte Spiel bleibt unter %1, bis dieses Fenster automatisch sichert.</translation>
    </message>
    <message>
        <source>The autosave stays at %1 (it could not be moved aside: %2).</source>
        <translation>Die automatische Sicherung bleibt unter %1 (sie konnte nicht beiseitegelegt werden: %2).</translation>
    </message>
    <message>
        <source>The autosave was kept as %1.</source>
        <translation>Die automatische Sicherung wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>The autosaved game could not be restored:
%1

%2</source>
        <translation>Das automatisch gesicherte Spiel konnte nicht wiederhergestellt werden:
%1

%2</translation>
    </message>
    <message>
        <source>Restore failed</source>
        <translation>Wiederherstellen fehlgeschlagen</translation>
    </message>
    <message>
        <source>The untitled game</source>
        <translation>Das unbenannte Spiel</translation>
    </message>
    <message>
        <source>The game in %1</source>
        <translation>Das Spiel in %1</translation>
    </message>
    <message>
        <source>Save the game?</source>
        <translation>Spiel speichern?</translation>
    </message>
    <message>
        <source>%1 has steps that are not saved. Save them first? If you discard them, they are lost.</source>
        <translation>%1 hat Schritte, die nicht gespeichert sind. Zuerst speichern? Wenn Sie sie verwerfen, sind sie verloren.</translation>
    </message>
    <message>
        <source>Replace the scenario?</source>
        <translation>Szenario ersetzen?</translation>
    </message>
    <message>
        <source>%1 holds the scenario this game started from. Replace it with the game and its steps? (No: save the game in another file.)</source>
        <translation>%1 enthält das Szenario, mit dem dieses Spiel begann. Es durch das Spiel und seine Schritte ersetzen? (Nein: das Spiel in einer anderen Datei speichern.)</translation>
    </message>
    <message>
        <source>Replace the changed file?</source>
        <translation>Die geänderte Datei ersetzen?</translation>
    </message>
    <message>
        <source>%1 was changed on disk after this window opened or saved it (by another window or program). Replace it with this game? What was written there is then lost. (No: save this game in another file.)</source>
        <translation>%1 wurde auf der Festplatte geändert, nachdem dieses Fenster sie geöffnet oder gespeichert hat (von einem anderen Fenster oder Programm). Sie durch dieses Spiel ersetzen? Was dort geschrieben wurde, geht dann verloren. (Nein: dieses Spiel in einer anderen Datei speichern.)</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Play a step first: an example is made of the steps played so far.</source>
        <translation>Spielen Sie zuerst einen Schritt: ein Beispiel besteht aus den bisher gespielten Schritten.</translation>
    </message>
    <message>
        <source>Save as Example</source>
        <translation>Als Beispiel speichern</translation>
    </message>
    <message>
        <source>Saved one step as an example: open it to step through it.</source>
        <translation>Ein Schritt als Beispiel gespeichert: öffnen Sie es, um ihn durchzugehen.</translation>
    </message>
    <message>
        <source>Saved %1 steps as an example: open it to step through them.</source>
        <translation>%1 Schritte als Beispiel gespeichert: öffnen Sie es, um sie durchzugehen.</translation>
    </message>
    <message>
        <source>Export Map</source>
        <translation>Karte exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>%1 konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Map exported by HexFire</source>
        <translation>Von HexFire exportierte Karte</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Export Map…</source>
        <translation>Karte e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Save as E&amp;xample…</source>
        <translation>Als &amp;Beispiel speichern…</translation>
    </message>
    <message>
        <source>Saves the steps played so far, with their dice, titles and narration, as an example others step through</source>
        <translation>Speichert die bisher gespielten Schritte mit ihren Würfeln, Titeln und Erzählungen als Beispiel, das andere durchgehen können</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>B&amp;eenden</translation>
    </message>
    <message>
        <source>No bundled scenarios found</source>
        <translation>Keine mitgelieferten Szenarien gefunden</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>HexFire</source>
        <translation>HexFire</translation>
    </message>
</context>
<context>
    <name>hexfire::GameSession</name>
    <message>
        <source>The file could not be read.</source>
        <translation>Die Datei konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The game has begun: how it is won was settled at the start.</source>
        <translation>Das Spiel hat begonnen: wie es gewonnen wird, wurde zu Beginn festgelegt.</translation>
    </message>
    <message>
        <source>You stayed in the example: nothing changed.</source>
        <translation>Sie sind im Beispiel geblieben: nichts hat sich geändert.</translation>
    </message>
    <message>
        <source>Cancelled: no dice were entered, nothing changed.</source>
        <translation>Abgebrochen: es wurden keine Würfel eingegeben, nichts hat sich geändert.</translation>
    </message>
    <message>
        <source>%1: your game from its start</source>
        <translation>%1: Ihr Spiel von seinem Anfang</translation>
    </message>
    <message>
        <source>%1: your game from step %2</source>
        <translation>%1: Ihr Spiel ab Schritt %2</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Automatisches Speichern fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Play at least one step first: an example is the steps played so far.</source>
        <translation>Spielen Sie zuerst mindestens einen Schritt: ein Beispiel sind die bisher gespielten Schritte.</translation>
    </message>
</context>
<context>
    <name>hexfire::HelpController</name>
    <message>
        <source>Terrain on this map</source>
        <translation>Gelände auf dieser Karte</translation>
    </message>
    <message>
        <source>Hills are shaded darker for each level up; a hex above level 0 shows its level, and the line-of-sight tool (L) labels the levels a line crosses L1, L2 and so on.</source>
        <translation>Hügel sind für jede Stufe aufwärts dunkler schattiert; ein Hexfeld über Stufe 0 zeigt seine Stufe, und das Sichtlinienwerkzeug (L) beschriftet die Stufen, die eine Linie kreuzt, mit L1, L2 und so weiter.</translation>
    </message>
    <message>
        <source>Features on this map</source>
        <translation>Merkmale auf dieser Karte</translation>
    </message>
    <message>
        <source>%1 (along hexsides)</source>
        <translation>%1 (entlang von Hexseiten)</translation>
    </message>
    <message>
        <source>Numbers on the counters</source>
        <translation>Zahlen auf den Spielsteinen</translation>
    </message>
    <message>
        <source>left</source>
        <translation>links</translation>
    </message>
    <message>
        <source>middle</source>
        <translation>Mitte</translation>
    </message>
    <message>
        <source>right</source>
        <translation>rechts</translation>
    </message>
    <message>
        <source>, boxed</source>
        <translation>, umrahmt</translation>
    </message>
    <message>
        <source>, circled</source>
        <translation>, eingekreist</translation>
    </message>
    <message>
        <source>%1 (%2%3): %4</source>
        <translation>%1 (%2%3): %4</translation>
    </message>
    <message>
        <source>for example</source>
        <translation>zum Beispiel</translation>
    </message>
    <message>
        <source>States a counter shows</source>
        <translation>Zustände, die ein Spielstein zeigt</translation>
    </message>
    <message>
        <source>Markers</source>
        <translation>Marker</translation>
    </message>
    <message>
        <source> — the chit reads “%1”</source>
        <translation> — auf dem Plättchen steht „%1“</translation>
    </message>
    <message>
        <source>The Game&apos;s Rules in &amp;Brief…</source>
        <translation>Die Regeln des Spiels in &amp;Kürze…</translation>
    </message>
    <message>
        <source>Map &amp;Legend…</source>
        <translation>Karten&amp;legende…</translation>
    </message>
    <message>
        <source>Map Legend</source>
        <translation>Kartenlegende</translation>
    </message>
    <message>
        <source>HexFire&apos;s &amp;Rules Notes…</source>
        <translation>HexFires &amp;Regelanmerkungen…</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts…</source>
        <translation>&amp;Tastenkürzel…</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;About HexFire</source>
        <translation>&amp;Über HexFire</translation>
    </message>
    <message>
        <source>About HexFire</source>
        <translation>Über HexFire</translation>
    </message>
    <message>
        <source>&lt;h3&gt;HexFire %1&lt;/h3&gt;&lt;p&gt;A hex-map wargame assistant: line of sight that explains itself, every modifier with its rule reference, the exact odds of every outcome, and undo that never re-rolls.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;HexFire %1&lt;/h3&gt;&lt;p&gt;Ein Assistent für Hexfeld-Kriegsspiele: eine Sichtlinie, die sich selbst erklärt, jeder Modifikator mit seiner Regelstelle, die genauen Chancen jedes Ergebnisses und ein Rückgängig, das nie neu würfelt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>HexFire&apos;s Rules Notes</source>
        <translation>HexFires Regelanmerkungen</translation>
    </message>
    <message>
        <source>On the map during a step</source>
        <translation>Auf der Karte während eines Schritts</translation>
    </message>
    <message>
        <source>An orange ring marks each unit that acts. The line of sight runs under the counters: a solid blue line when it is clear, a yellow dash-dot line when it is hindered, and when it is blocked a red line with a cross at the first blocker, dashed beyond it. A ring with four ticks surrounds the target&apos;s counters; the target&apos;s hex is outlined in solid blue when the action is allowed, in dashed red with marks in its corners when it is not. Dice show where they were rolled, above the hex&apos;s counters; an arrow with a die shows where it sent something, such as a shell scattering from its aiming point. Amber numbered plates show where each face of a die would send it before the roll.</source>
        <translation>Ein oranger Ring markiert jede handelnde Einheit. Die Sichtlinie verläuft unter den Spielsteinen: eine durchgehende blaue Linie, wenn sie frei ist, eine gelbe Strichpunktlinie, wenn sie behindert ist, und wenn sie blockiert ist, eine rote Linie mit einem Kreuz am ersten Hindernis, dahinter gestrichelt. Ein Ring mit vier Strichen umgibt die Spielsteine des Ziels; das Ziel-Hexfeld ist durchgehend blau umrandet, wenn die Aktion erlaubt ist, rot gestrichelt mit Marken in seinen Ecken, wenn nicht. Würfel erscheinen dort, wo sie geworfen wurden, über den Spielsteinen des Hexfelds; ein Pfeil mit einem Würfel zeigt, wohin er etwas geschickt hat, etwa eine Granate, die von ihrem Zielpunkt abweicht. Bernsteinfarbene nummerierte Schilder zeigen vor dem Wurf, wohin jede Augenzahl eines Würfels es schicken würde.</translation>
    </message>
    <message>
        <source>Counters and shading</source>
        <translation>Spielsteine und Schattierung</translation>
    </message>
    <message>
        <source>A tick on a dark tab beside a counter&apos;s left edge: the unit has acted. A counter keeps its side&apos;s colour in every state; a state shows as a badge or a band with its name.</source>
        <translation>Ein Haken auf einem dunklen Reiter am linken Rand eines Spielsteins: die Einheit hat gehandelt. Ein Spielstein behält in jedem Zustand die Farbe seiner Seite; ein Zustand erscheint als Plakette oder als Band mit seinem Namen.</translation>
    </message>
    <message>
        <source>Front, flank and rear (View menu): the front hexsides solid blue with the field of fire shaded and marked F, the flank dashed yellow marked Fl, the rear dotted red marked R.</source>
        <translation>Front, Flanke und Rücken (Menü Ansicht): die Front-Hexseiten durchgehend blau, mit schattiertem Schussfeld und mit F markiert, die Flanke gelb gestrichelt mit Fl markiert, der Rücken rot gepunktet mit R markiert.</translation>
    </message>
    <message>
        <source>Hexes the selected unit cannot see are darkened, hexes it sees only hindered get a light amber veil. The Threats tint (pale yellow for a slim chance of being hit, through orange to dark red for a likely one) replaces that shading while it is shown: one at a time, never mixed.</source>
        <translation>Hexfelder, die die ausgewählte Einheit nicht sehen kann, sind abgedunkelt; Hexfelder, die sie nur behindert sieht, bekommen einen leichten bernsteinfarbenen Schleier. Die Bedrohungstönung (blassgelb für eine geringe Trefferchance, über Orange bis Dunkelrot für eine wahrscheinliche) ersetzt diese Schattierung, solange sie gezeigt wird: immer nur eine, nie gemischt.</translation>
    </message>
    <message>
        <source>Ctrl+click</source>
        <translation>Strg+Klick</translation>
    </message>
    <message>
        <source>Add a unit to the selected one&apos;s action, or take it out</source>
        <translation>Eine Einheit zur Aktion der ausgewählten hinzufügen oder herausnehmen</translation>
    </message>
    <message>
        <source>Wheel, drag</source>
        <translation>Mausrad, Ziehen</translation>
    </message>
    <message>
        <source>Zoom towards the pointer, pan the map</source>
        <translation>Zum Zeiger hin zoomen, die Karte verschieben</translation>
    </message>
    <message>
        <source>Drag the selected counter</source>
        <translation>Den ausgewählten Spielstein ziehen</translation>
    </message>
    <message>
        <source>In the Move mode: move it along the hexes the pointer passes</source>
        <translation>Im Bewegungsmodus: ihn entlang der Hexfelder bewegen, über die der Zeiger fährt</translation>
    </message>
    <message>
        <source>Shift+drag a counter</source>
        <translation>Umschalt+Ziehen eines Spielsteins</translation>
    </message>
    <message>
        <source>Move it anywhere by hand, outside the rules (an adjustment)</source>
        <translation>Ihn von Hand beliebig bewegen, außerhalb der Regeln (eine Anpassung)</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>Glossar</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Umschalt+Tab</translation>
    </message>
    <message>
        <source>Move the keyboard focus between the map and the panels</source>
        <translation>Den Tastaturfokus zwischen Karte und Bereichen wechseln</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Pfeiltasten</translation>
    </message>
    <message>
        <source>On the map: show a ring on the hex in the middle of the view, then move it hex by hex</source>
        <translation>Auf der Karte: einen Ring auf das Hexfeld in der Mitte der Ansicht setzen, dann Feld für Feld bewegen</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>On the map: act on the ringed hex as a click there does</source>
        <translation>Auf der Karte: auf dem markierten Hexfeld handeln, wie ein Klick dort</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <source>On the map: pick the counter in the ringed hex</source>
        <translation>Auf der Karte: den Spielstein im markierten Hexfeld wählen</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Cancel a move by hand before its hex is clicked</source>
        <translation>Eine Bewegung von Hand abbrechen, bevor ihr Hexfeld angeklickt ist</translation>
    </message>
</context>
<context>
    <name>hexfire::LayoutController</name>
    <message>
        <source>Panels</source>
        <translation>Bereiche</translation>
    </message>
    <message>
        <source>Collapsed panels</source>
        <translation>Eingeklappte Bereiche</translation>
    </message>
    <message>
        <source>Show the panels, %1 in front</source>
        <translation>Die Bereiche zeigen, %1 vorne</translation>
    </message>
    <message>
        <source>%1 panel</source>
        <translation>Bereich %1</translation>
    </message>
    <message>
        <source>&amp;Text Size</source>
        <translation>&amp;Textgröße</translation>
    </message>
    <message>
        <source>Follow the Screen</source>
        <translation>Dem Bildschirm folgen</translation>
    </message>
    <message>
        <source>&amp;Dark Theme</source>
        <translation>&amp;Dunkles Farbschema</translation>
    </message>
    <message>
        <source>Collapse the &amp;Panels</source>
        <translation>Bereiche &amp;einklappen</translation>
    </message>
    <message>
        <source>Collapses the panels to a strip at the window&apos;s edge so the map fills the window; again, or a click on the strip, brings them back</source>
        <translation>Klappt die Bereiche zu einem Streifen am Fensterrand ein, sodass die Karte das Fenster füllt; erneut, oder ein Klick auf den Streifen, holt sie zurück</translation>
    </message>
</context>
<context>
    <name>hexfire::LosThreadController</name>
    <message>
        <source>Line of Sight</source>
        <translation>Sichtlinie</translation>
    </message>
    <message>
        <source>Check the line of sight between any two hexes, as with a thread on a printed map: click the hex to look from, then point at any hex (L)</source>
        <translation>Die Sichtlinie zwischen zwei beliebigen Hexfeldern prüfen, wie mit einem Faden auf einer gedruckten Karte: das Hexfeld anklicken, von dem aus geschaut wird, dann auf ein beliebiges Hexfeld zeigen (L)</translation>
    </message>
    <message>
        <source>Line of sight from %1: point at any hex; click to look from another</source>
        <translation>Sichtlinie von %1: auf ein beliebiges Hexfeld zeigen; klicken, um von einem anderen aus zu schauen</translation>
    </message>
    <message>
        <source>Line of sight: click the hex to look from</source>
        <translation>Sichtlinie: das Hexfeld anklicken, von dem aus geschaut wird</translation>
    </message>
    <message>
        <source> (level %1)</source>
        <translation> (Stufe %1)</translation>
    </message>
    <message>
        <source>%1%2 to %3%4</source>
        <translation>%1%2 nach %3%4</translation>
    </message>
    <message>
        <source>%1: the same hex, always in sight.</source>
        <translation>%1: dasselbe Hexfeld, immer in Sicht.</translation>
    </message>
    <message>
        <source>the %1–%2 hexside</source>
        <translation>die Hexseite %1–%2</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>%1: blocked in %2.</source>
        <translation>%1: blockiert in %2.</translation>
    </message>
    <message>
        <source>%1: in sight, hindered %2 by %3.</source>
        <translation>%1: in Sicht, behindert %2 durch %3.</translation>
    </message>
    <message>
        <source>%1: clear line of sight.</source>
        <translation>%1: freie Sichtlinie.</translation>
    </message>
</context>
<context>
    <name>hexfire::MainWindow</name>
    <message>
        <source>The game is not autosaved: %1</source>
        <translation>Das Spiel wird nicht automatisch gesichert: %1</translation>
    </message>
    <message>
        <source>HexFire</source>
        <translation>HexFire</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>%1 now: %2.</source>
        <translation>%1 jetzt: %2.</translation>
    </message>
    <message>
        <source>Game over — %1</source>
        <translation>Spiel zu Ende — %1</translation>
    </message>
    <message>
        <source>The map&apos;s zoom; click for presets</source>
        <translation>Der Zoom der Karte; klicken für Voreinstellungen</translation>
    </message>
    <message>
        <source>Fit to Window</source>
        <translation>An Fenster anpassen</translation>
    </message>
    <message>
        <source>Dice: your own</source>
        <translation>Würfel: Ihre eigenen</translation>
    </message>
    <message>
        <source>Dice: random (seeded)</source>
        <translation>Würfel: zufällig (mit Startwert)</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Aktionen</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Ansicht</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Fit to window</source>
        <translation>An Fenster anpassen</translation>
    </message>
    <message>
        <source>Reactions</source>
        <translation>Reaktionen</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Erklärung</translation>
    </message>
    <message>
        <source>Odds</source>
        <translation>Chancen</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Best Shots</source>
        <translation>Beste Schüsse</translation>
    </message>
    <message>
        <source>Threats</source>
        <translation>Bedrohungen</translation>
    </message>
    <message>
        <source>What If</source>
        <translation>Was wäre, wenn</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <source>Editing: the palette&apos;s tool acts on the map</source>
        <translation>Bearbeitung: das Werkzeug der Palette wirkt auf die Karte</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <translation>Beis&amp;piele</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Welcome Page</source>
        <translation>&amp;Startseite</translation>
    </message>
    <message>
        <source>The games, their examples and sandboxes, and recent files</source>
        <translation>Die Spiele, ihre Beispiele und Sandkästen und die zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <source>&amp;Assumptions in Force…</source>
        <translation>Geltende &amp;Annahmen…</translation>
    </message>
    <message>
        <source>Assumptions in Force</source>
        <translation>Geltende Annahmen</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>Use &amp;Physical Dice</source>
        <translation>Eigene &amp;Würfel verwenden</translation>
    </message>
    <message>
        <source>&amp;Animate Effects</source>
        <translation>Wirkungen &amp;animieren</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Fit Map to Window</source>
        <translation>Karte an Fenster an&amp;passen</translation>
    </message>
    <message>
        <source>&amp;Zoom</source>
        <translation>&amp;Zoom</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>Spr&amp;ache</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>Restart HexFire to use the system&apos;s language.</source>
        <translation>Starten Sie HexFire neu, um die Sprache des Systems zu verwenden.</translation>
    </message>
    <message>
        <source>Restart HexFire to use %1.</source>
        <translation>Starten Sie HexFire neu, um %1 zu verwenden.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 is selected. Choose what it does on the toolbar, such as %2, then point at a target: the line of sight, every modifier and the odds show here before you click. Its printed values and state are on the Unit tab.</source>
        <translation>%1 ist ausgewählt. Wählen Sie in der Werkzeugleiste, was die Einheit tut, etwa %2, und zeigen Sie dann auf ein Ziel: Sichtlinie, jeder Modifikator und die Chancen erscheinen hier, bevor Sie klicken. Ihre aufgedruckten Werte und ihr Zustand stehen auf dem Reiter Einheit.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>hexfire::MapScene</name>
    <message>
        <source>&lt;br&gt;Elevation: %1</source>
        <translation>&lt;br&gt;Höhe: %1</translation>
    </message>
    <message>
        <source>&lt;br&gt;Features: %1</source>
        <translation>&lt;br&gt;Merkmale: %1</translation>
    </message>
    <message>
        <source>&lt;br&gt;Hexsides: %1</source>
        <translation>&lt;br&gt;Hexseiten: %1</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;u&gt;Units&lt;/u&gt;</source>
        <translation>&lt;br&gt;&lt;u&gt;Einheiten&lt;/u&gt;</translation>
    </message>
    <message>
        <source>, across %1</source>
        <translation>, über %1</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>, reduced</source>
        <translation>, reduziert</translation>
    </message>
    <message>
        <source>&lt;br&gt;Objective: %1</source>
        <translation>&lt;br&gt;Ziel: %1</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;u&gt;Markers&lt;/u&gt;</source>
        <translation>&lt;br&gt;&lt;u&gt;Marker&lt;/u&gt;</translation>
    </message>
</context>
<context>
    <name>hexfire::MapView</name>
    <message>
        <source>Map</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>The arrow keys move a ring from hex to hex; Enter acts there as a click does, Space picks a counter there</source>
        <translation>Die Pfeiltasten bewegen einen Ring von Hexfeld zu Hexfeld; die Eingabetaste handelt dort wie ein Klick, die Leertaste wählt dort einen Spielstein</translation>
    </message>
</context>
<context>
    <name>hexfire::NarrationCard</name>
    <message>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>The step before (Page Up)</source>
        <translation>Der Schritt davor (Bild auf)</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <source>The next step (Page Down)</source>
        <translation>Der nächste Schritt (Bild ab)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Step through the example at reading pace; press again to pause</source>
        <translation>Das Beispiel im Lesetempo durchgehen; erneut drücken, um anzuhalten</translation>
    </message>
    <message>
        <source>Hide the step card (View &gt; Step Card brings it back)</source>
        <translation>Die Schrittkarte ausblenden (Ansicht &gt; Schrittkarte holt sie zurück)</translation>
    </message>
    <message>
        <source>Fold the story away to see more of the map; again to unfold it</source>
        <translation>Die Erzählung einklappen, um mehr von der Karte zu sehen; erneut, um sie auszuklappen</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>%1 — one step</source>
        <translation>%1 — ein Schritt</translation>
    </message>
    <message>
        <source>%1 — %2 steps</source>
        <translation>%1 — %2 Schritte</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>Press Next ▶ (or Page Down) for step 1</source>
        <translation>Drücken Sie Weiter ▶ (oder Bild ab) für Schritt 1</translation>
    </message>
    <message>
        <source>Play steps through the whole example at reading pace. Each step shows on the map: the acting unit ringed in orange, the line of fire, the dice where they were rolled.</source>
        <translation>„Abspielen“ geht das ganze Beispiel im Lesetempo durch. Jeder Schritt erscheint auf der Karte: die handelnde Einheit orange umringt, die Feuerlinie, die Würfel dort, wo sie geworfen wurden.</translation>
    </message>
    <message>
        <source>Play steps through the game played so far at reading pace, with the dice as they were rolled. Each step shows on the map: the acting unit ringed in orange, the line of fire, the dice where they fell.</source>
        <translation>„Abspielen“ geht das bisher gespielte Spiel im Lesetempo durch, mit den Würfeln, wie sie geworfen wurden. Jeder Schritt erscheint auf der Karte: die handelnde Einheit orange umringt, die Feuerlinie, die Würfel dort, wo sie fielen.</translation>
    </message>
</context>
<context>
    <name>hexfire::NewScenarioDialog</name>
    <message>
        <source>New Scenario</source>
        <translation>Neues Szenario</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Hexes across</source>
        <translation>Hexfelder in der Breite</translation>
    </message>
    <message>
        <source>Hexes down</source>
        <translation>Hexfelder in der Höhe</translation>
    </message>
    <message>
        <source>Flat-top (hexes in columns)</source>
        <translation>Flache Oberseite (Hexfelder in Spalten)</translation>
    </message>
    <message>
        <source>Pointy-top (hexes in rows)</source>
        <translation>Spitze Oberseite (Hexfelder in Zeilen)</translation>
    </message>
    <message>
        <source>Hex orientation</source>
        <translation>Ausrichtung der Hexfelder</translation>
    </message>
    <message>
        <source>Odd lines shifted</source>
        <translation>Ungerade Reihen versetzt</translation>
    </message>
    <message>
        <source>Even lines shifted</source>
        <translation>Gerade Reihen versetzt</translation>
    </message>
    <message>
        <source>Stagger</source>
        <translation>Versatz</translation>
    </message>
    <message>
        <source>Letter and number (H9)</source>
        <translation>Buchstabe und Zahl (H9)</translation>
    </message>
    <message>
        <source>Four digits (0809)</source>
        <translation>Vier Ziffern (0809)</translation>
    </message>
    <message>
        <source>Hex labels</source>
        <translation>Hexfeld-Beschriftung</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>First side</source>
        <translation>Erste Seite</translation>
    </message>
    <message>
        <source>Second side</source>
        <translation>Zweite Seite</translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation>Neues Szenario</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>What the position shows, in a sentence or two.</source>
        <translation>Was die Stellung zeigt, in ein oder zwei Sätzen.</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
</context>
<context>
    <name>hexfire::OddsChart</name>
    <message>
        <source>No odds: this action is not allowed — %1.</source>
        <translation>Keine Chancen: diese Aktion ist nicht erlaubt — %1.</translation>
    </message>
    <message>
        <source>No odds: this action rolls no dice, so its result is certain (see the Explanation).</source>
        <translation>Keine Chancen: diese Aktion würfelt nicht, ihr Ergebnis steht also fest (siehe die Erklärung).</translation>
    </message>
    <message>
        <source> · assumed</source>
        <translation> · angenommen</translation>
    </message>
    <message>
        <source>One more table, less important, is not shown here.</source>
        <translation>Eine weitere, weniger wichtige Tabelle wird hier nicht gezeigt.</translation>
    </message>
    <message>
        <source>%1 more tables, less important, are not shown here.</source>
        <translation>%1 weitere, weniger wichtige Tabellen werden hier nicht gezeigt.</translation>
    </message>
    <message>
        <source>No odds to show. They appear when you point at a target with an action that is allowed and rolls dice.</source>
        <translation>Keine Chancen zu zeigen. Sie erscheinen, wenn Sie mit einer erlaubten Aktion, die würfelt, auf ein Ziel zeigen.</translation>
    </message>
</context>
<context>
    <name>hexfire::PhysicalDiceDialog</name>
    <message>
        <source>Roll your dice</source>
        <translation>Würfeln Sie</translation>
    </message>
    <message>
        <source>Roll these dice and enter the faces you read:</source>
        <translation>Werfen Sie diese Würfel und geben Sie die abgelesenen Augenzahlen ein:</translation>
    </message>
    <message>
        <source> (only if needed)</source>
        <translation> (nur falls nötig)</translation>
    </message>
    <message>
        <source>Roll a die</source>
        <translation>Einen Würfel werfen</translation>
    </message>
    <message>
        <source>d%1 — %2:</source>
        <translation>W%1 — %2:</translation>
    </message>
</context>
<context>
    <name>hexfire::PlayController</name>
    <message>
        <source>Shade What the Selected Unit Cannot &amp;See</source>
        <translation>Abschatten, was die ausgewählte Einheit nicht &amp;sieht</translation>
    </message>
    <message>
        <source>Show &amp;Front, Flank and Rear</source>
        <translation>&amp;Front, Flanke und Rücken zeigen</translation>
    </message>
    <message>
        <source>Marks the selected unit&apos;s hexsides: F front (it sees and fires through these, a solid line), Fl flank (dashed), R rear (dotted)</source>
        <translation>Markiert die Hexseiten der ausgewählten Einheit: F Front (durch diese sieht und feuert sie, eine durchgehende Linie), Fl Flanke (gestrichelt), R Rücken (gepunktet)</translation>
    </message>
    <message>
        <source>The game&apos;s record of who has acted since the round or segment began. Whether a unit may act again is the rules&apos; answer: point at a target and the explanation says.</source>
        <translation>Die Aufzeichnung des Spiels, wer seit Beginn der Runde oder des Abschnitts gehandelt hat. Ob eine Einheit erneut handeln darf, beantworten die Regeln: auf ein Ziel zeigen, und die Erklärung sagt es.</translation>
    </message>
    <message>
        <source>Select: click a counter; drag to pan, wheel to zoom; Shift-drag a counter to move it by hand</source>
        <translation>Auswählen: einen Spielstein anklicken; ziehen zum Verschieben, Mausrad zum Zoomen; Umschalt-Ziehen eines Spielsteins bewegt ihn von Hand</translation>
    </message>
    <message>
        <source>%1: select a unit; the shaded hexes are in reach with the points left; point at a hex for the path, click it or drag the counter there</source>
        <translation>%1: eine Einheit auswählen; die schattierten Hexfelder sind mit den verbleibenden Punkten erreichbar; auf ein Hexfeld zeigen für den Weg, es anklicken oder den Spielstein dorthin ziehen</translation>
    </message>
    <message>
        <source>select the acting unit, point at the target hex, click to commit</source>
        <translation>die handelnde Einheit auswählen, auf das Ziel-Hexfeld zeigen, zum Ausführen klicken</translation>
    </message>
    <message>
        <source>select the acting unit, point at the target unit, click to commit</source>
        <translation>die handelnde Einheit auswählen, auf die Zieleinheit zeigen, zum Ausführen klicken</translation>
    </message>
    <message>
        <source>select the acting unit, click the map to commit</source>
        <translation>die handelnde Einheit auswählen, zum Ausführen auf die Karte klicken</translation>
    </message>
    <message>
        <source>%1 has already acted this round (step %2).</source>
        <translation>%1 hat in dieser Runde schon gehandelt (Schritt %2).</translation>
    </message>
    <message>
        <source>%1 at step %2</source>
        <translation>%1 bei Schritt %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Acted so far:</source>
        <translation>Bisher gehandelt:</translation>
    </message>
    <message>
        <source>Acted since step %1, %2:</source>
        <translation>Gehandelt seit Schritt %1, %2:</translation>
    </message>
    <message>
        <source>Point at a hex: its terrain, features, units and markers appear here.</source>
        <translation>Auf ein Hexfeld zeigen: sein Gelände, seine Merkmale, Einheiten und Marker erscheinen hier.</translation>
    </message>
    <message>
        <source>Select a unit first (Select mode, click a counter).</source>
        <translation>Wählen Sie zuerst eine Einheit aus (Auswahlmodus, einen Spielstein anklicken).</translation>
    </message>
    <message>
        <source>This game has no such phase step.</source>
        <translation>Dieses Spiel hat keinen solchen Phasenschritt.</translation>
    </message>
    <message>
        <source>Open a game first.</source>
        <translation>Öffnen Sie zuerst ein Spiel.</translation>
    </message>
    <message>
        <source>This game has no such order.</source>
        <translation>Dieses Spiel hat keinen solchen Befehl.</translation>
    </message>
    <message>
        <source>In reply:</source>
        <translation>Als Antwort:</translation>
    </message>
    <message>
        <source>Choose these units and this attack; point at the target to see the odds, Ctrl-click a unit to take it out or add it, click to fire.</source>
        <translation>Diese Einheiten und diesen Angriff wählen; auf das Ziel zeigen, um die Chancen zu sehen, Strg-Klick auf eine Einheit nimmt sie heraus oder fügt sie hinzu, klicken, um zu feuern.</translation>
    </message>
</context>
<context>
    <name>hexfire::QuizCard</name>
    <message>
        <source>Predict step %1 of %2 — question %3 of %4</source>
        <translation>Schritt %1 von %2 vorhersagen — Frage %3 von %4</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Punktestand: %1</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#1d7a1d&apos;&gt;Right.&lt;/b&gt;</source>
        <translation>&lt;b style=&apos;color:#1d7a1d&apos;&gt;Richtig.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#b22&apos;&gt;Not quite:&lt;/b&gt; the answer is &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>&lt;b style=&apos;color:#b22&apos;&gt;Nicht ganz:&lt;/b&gt; die Antwort ist &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Show the step ▶</source>
        <translation>Den Schritt zeigen ▶</translation>
    </message>
    <message>
        <source>Next question ▶</source>
        <translation>Nächste Frage ▶</translation>
    </message>
</context>
<context>
    <name>hexfire::QuizController</name>
    <message>
        <source>&amp;Quiz Me on Each Step</source>
        <translation>Bei jedem Schritt ab&amp;fragen</translation>
    </message>
    <message>
        <source>Before each step of an example is shown, predict it: the line of sight, the unit picked, a number, the result. The score is kept.</source>
        <translation>Sagen Sie jeden Schritt eines Beispiels voraus, bevor er gezeigt wird: die Sichtlinie, die gewählte Einheit, eine Zahl, das Ergebnis. Der Punktestand wird geführt.</translation>
    </message>
    <message>
        <source>Quiz mode: press Next ▶ and predict the step before it is shown.</source>
        <translation>Abfragemodus: drücken Sie Weiter ▶ und sagen Sie den Schritt voraus, bevor er gezeigt wird.</translation>
    </message>
    <message>
        <source>Quiz score: %1</source>
        <translation>Punktestand der Abfrage: %1</translation>
    </message>
</context>
<context>
    <name>hexfire::RollStatisticsChart</name>
    <message>
        <source>Every roll so far, counted per face, against the dashed line a fair die would give on average (expected). The sentence above says whether the difference is unusual.</source>
        <translation>Jeder bisherige Wurf, je Augenzahl gezählt, gegen die gestrichelte Linie, die ein fairer Würfel im Durchschnitt ergäbe (erwartet). Der Satz darüber sagt, ob die Abweichung ungewöhnlich ist.</translation>
    </message>
    <message>
        <source>No dice rolled yet.</source>
        <translation>Noch keine Würfe.</translation>
    </message>
    <message>
        <source>d%1: 1 roll</source>
        <translation>W%1: 1 Wurf</translation>
    </message>
    <message>
        <source>d%1: %2 rolls</source>
        <translation>W%1: %2 Würfe</translation>
    </message>
    <message>
        <source>- - fair die: %1 each</source>
        <translation>- - fairer Würfel: je %1</translation>
    </message>
    <message>
        <source>- - fair die</source>
        <translation>- - fairer Würfel</translation>
    </message>
</context>
<context>
    <name>hexfire::SideBanner</name>
    <message>
        <source>Click to hide</source>
        <translation>Zum Ausblenden klicken</translation>
    </message>
</context>
<context>
    <name>hexfire::StepCardController</name>
    <message>
        <source>Back at the start</source>
        <translation>Zurück am Anfang</translation>
    </message>
    <message>
        <source>Back after step %1: %2</source>
        <translation>Zurück nach Schritt %1: %2</translation>
    </message>
    <message>
        <source>Step &amp;Card</source>
        <translation>Schritt&amp;karte</translation>
    </message>
    <message>
        <source>The story of the step shown, on the map, with Back, Next and Play</source>
        <translation>Die Geschichte des gezeigten Schritts, auf der Karte, mit Zurück, Weiter und Abspielen</translation>
    </message>
    <message>
        <source>Step &amp;Forward</source>
        <translation>Schritt &amp;vorwärts</translation>
    </message>
    <message>
        <source>Step &amp;Back</source>
        <translation>Schritt &amp;zurück</translation>
    </message>
    <message>
        <source>Step Title and &amp;Narration…</source>
        <translation>Schritttitel und &amp;Erzählung…</translation>
    </message>
    <message>
        <source>Write the title and the story of the step shown, for an example saved with File &gt; Save as Example</source>
        <translation>Titel und Geschichte des gezeigten Schritts schreiben, für ein mit Datei &gt; Als Beispiel speichern gespeichertes Beispiel</translation>
    </message>
    <message>
        <source>That is the whole example. Try it yourself: act on the map to play on from here as your own game, step back to look again, or choose another example or a sandbox on Help &gt; Welcome Page.</source>
        <translation>Das ist das ganze Beispiel. Versuchen Sie es selbst: handeln Sie auf der Karte, um von hier aus als Ihr eigenes Spiel weiterzuspielen, gehen Sie zurück, um es noch einmal anzusehen, oder wählen Sie auf Hilfe &gt; Startseite ein anderes Beispiel oder einen Sandkasten.</translation>
    </message>
    <message>
        <source>Select a unit, choose an action on the toolbar and point at a target hex.</source>
        <translation>Wählen Sie eine Einheit, eine Aktion in der Werkzeugleiste und zeigen Sie auf ein Ziel-Hexfeld.</translation>
    </message>
    <message>
        <source>Answer the question on the quiz card first: the working-out follows with the step.</source>
        <translation>Beantworten Sie zuerst die Frage auf der Abfragekarte: die Berechnung folgt mit dem Schritt.</translation>
    </message>
    <message>
        <source>The odds are kept back while the quiz asks: the table headings would give answers away. They show with the step.</source>
        <translation>Die Chancen werden zurückgehalten, solange die Abfrage läuft: die Tabellenüberschriften würden Antworten verraten. Sie erscheinen mit dem Schritt.</translation>
    </message>
    <message>
        <source>done</source>
        <translation>erledigt</translation>
    </message>
    <message>
        <source>No dice rolled: %1</source>
        <translation>Keine Würfe: %1</translation>
    </message>
    <message>
        <source>Rolled %1: %2</source>
        <translation>Gewürfelt %1: %2</translation>
    </message>
    <message>
        <source>Step forward to a step first: its title and narration are written here.</source>
        <translation>Gehen Sie zuerst zu einem Schritt vorwärts: sein Titel und seine Erzählung werden hier geschrieben.</translation>
    </message>
    <message>
        <source>nothing to report</source>
        <translation>nichts zu berichten</translation>
    </message>
</context>
<context>
    <name>hexfire::StepTextDialog</name>
    <message>
        <source>Step %1: Title and Narration</source>
        <translation>Schritt %1: Titel und Erzählung</translation>
    </message>
    <message>
        <source>A line for the timeline, e.g. &quot;The MG section fires at H9&quot;</source>
        <translation>Eine Zeile für die Zeitleiste, z. B. „Die MG-Gruppe feuert auf H9“</translation>
    </message>
    <message>
        <source>What a learner should notice in this step: why the modifiers apply, what the dice mean. The step card tells it when the example is replayed.</source>
        <translation>Was ein Lernender in diesem Schritt bemerken sollte: warum die Modifikatoren gelten, was die Würfel bedeuten. Die Schrittkarte erzählt es, wenn das Beispiel erneut abgespielt wird.</translation>
    </message>
    <message>
        <source>What happened: %1</source>
        <translation>Was geschah: %1</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <source>&amp;Narration:</source>
        <translation>&amp;Erzählung:</translation>
    </message>
</context>
<context>
    <name>hexfire::ThreatsPanel</name>
    <message>
        <source>Best enemy odds of the main result:</source>
        <translation>Beste gegnerische Chancen auf das Hauptergebnis:</translation>
    </message>
    <message>
        <source>Every enemy attack into the hex, best first by the chance of its main result; click one to preview it</source>
        <translation>Jeder gegnerische Angriff in das Hexfeld, der beste zuerst nach der Chance seines Hauptergebnisses; einen anklicken, um ihn vorab zu sehen</translation>
    </message>
    <message>
        <source>View &gt; Show Threats (T) tints the map by the enemy&apos;s best odds; point at a hex to list who can fire into it.</source>
        <translation>Ansicht &gt; Bedrohungen zeigen (T) tönt die Karte nach den besten Chancen des Gegners; auf ein Hexfeld zeigen, um aufzulisten, wer hineinfeuern kann.</translation>
    </message>
    <message>
        <source>If %1 stood in %2, enemy attacks on it, best first:</source>
        <translation>Stünde %1 in %2, gegnerische Angriffe darauf, der beste zuerst:</translation>
    </message>
    <message>
        <source>No enemy attack can aim at the %1 in %2.</source>
        <translation>Kein gegnerischer Angriff kann auf die Seite %1 in %2 zielen.</translation>
    </message>
    <message>
        <source>No enemy may attack the %1 in %2 now:</source>
        <translation>Kein Gegner darf die Seite %1 in %2 jetzt angreifen:</translation>
    </message>
    <message>
        <source>Enemy attacks on the %1 in %2, best first:</source>
        <translation>Gegnerische Angriffe auf die Seite %1 in %2, der beste zuerst:</translation>
    </message>
    <message>
        <source>%1 in %2 — %3</source>
        <translation>%1 in %2 — %3</translation>
    </message>
    <message>
        <source> at %1</source>
        <translation> bei %1</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>erlaubt</translation>
    </message>
    <message>
        <source>Not allowed: %1</source>
        <translation>Nicht erlaubt: %1</translation>
    </message>
    <message>
        <source>Where the unit would stand: select it and move it there to preview this attack.</source>
        <translation>Wo die Einheit stünde: wählen Sie sie aus und bewegen Sie sie dorthin, um diesen Angriff vorab zu sehen.</translation>
    </message>
    <message>
        <source>%1 is held by the %2, so no %3 unit can be attacked there. Point at a hex the %3 hold, or at an empty one to see what %4 would face standing there.</source>
        <translation>%1 wird von der Seite %2 gehalten, dort kann also keine Einheit der Seite %3 angegriffen werden. Zeigen Sie auf ein Hexfeld der Seite %3 oder auf ein leeres, um zu sehen, was %4 dort erwarten würde.</translation>
    </message>
    <message>
        <source>%1 is held by the %2, so no %3 unit can be attacked there. Point at a hex the %3 hold to list the enemy attacks on it.</source>
        <translation>%1 wird von der Seite %2 gehalten, dort kann also keine Einheit der Seite %3 angegriffen werden. Zeigen Sie auf ein Hexfeld der Seite %3, um die feindlichen Angriffe darauf aufzulisten.</translation>
    </message>
</context>
<context>
    <name>hexfire::TimelinePanel</name>
    <message>
        <source>Jump to the start</source>
        <translation>Zum Anfang springen</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Schritt zurück</translation>
    </message>
    <message>
        <source>Step forward (plays the next script step)</source>
        <translation>Schritt vorwärts (spielt den nächsten Skriptschritt)</translation>
    </message>
    <message>
        <source>Jump to the end</source>
        <translation>Zum Ende springen</translation>
    </message>
    <message>
        <source>Bookmark the current step</source>
        <translation>Den aktuellen Schritt als Lesezeichen merken</translation>
    </message>
    <message>
        <source>0. Start position</source>
        <translation>0. Anfangsstellung</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <translation>Schritt %1: %2</translation>
    </message>
</context>
<context>
    <name>hexfire::TurnTrack</name>
    <message>
        <source>The phasing side acts.</source>
        <translation>Die Seite am Zug handelt.</translation>
    </message>
    <message>
        <source>The side not phasing acts.</source>
        <translation>Die Seite, die nicht am Zug ist, handelt.</translation>
    </message>
    <message>
        <source>Both sides act.</source>
        <translation>Beide Seiten handeln.</translation>
    </message>
    <message>
        <source>The sides take turns, one activation each.</source>
        <translation>Die Seiten wechseln sich ab, je eine Aktivierung.</translation>
    </message>
    <message>
        <source>The rules act; the players only end it.</source>
        <translation>Die Regeln handeln; die Spieler beenden sie nur.</translation>
    </message>
    <message>
        <source>End activation</source>
        <translation>Aktivierung beenden</translation>
    </message>
    <message>
        <source>Open a game first.</source>
        <translation>Öffnen Sie zuerst ein Spiel.</translation>
    </message>
    <message>
        <source>%1 side to act</source>
        <translation>Seite %1 ist am Zug</translation>
    </message>
    <message>
        <source>Both sides act</source>
        <translation>Beide Seiten handeln</translation>
    </message>
    <message>
        <source>Rule: %1</source>
        <translation>Regel: %1</translation>
    </message>
    <message>
        <source>No game open</source>
        <translation>Kein Spiel geöffnet</translation>
    </message>
    <message>
        <source>Game over — %1</source>
        <translation>Spiel zu Ende — %1</translation>
    </message>
    <message>
        <source>Game time: %1</source>
        <translation>Spielzeit: %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Punktestand: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>%n weitere</numerusform>
            <numerusform>%n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>Reinforcements: %1</source>
        <translation>Verstärkungen: %1</translation>
    </message>
    <message>
        <source>Reinforcements to come:
%1</source>
        <translation>Kommende Verstärkungen:
%1</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spiel zu Ende</translation>
    </message>
    <message>
        <source>Ends the last turn and the game.</source>
        <translation>Beendet den letzten Zug und das Spiel.</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>Als Nächstes: %1</translation>
    </message>
</context>
<context>
    <name>hexfire::UnitOrders</name>
    <message>
        <source>%1…</source>
        <translation>%1…</translation>
    </message>
</context>
<context>
    <name>hexfire::UnitPanel</name>
    <message>
        <source>Click a counter to select it: its printed values, its state and the markers in its hex appear here.</source>
        <translation>Klicken Sie auf einen Spielstein, um ihn auszuwählen: seine aufgedruckten Werte, sein Zustand und die Marker in seinem Hexfeld erscheinen hier.</translation>
    </message>
    <message>
        <source>in hex %1, %2</source>
        <translation>in Hexfeld %1, %2</translation>
    </message>
    <message>
        <source>off the map</source>
        <translation>nicht auf der Karte</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>eliminiert</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>good order</source>
        <translation>gute Ordnung</translation>
    </message>
    <message>
        <source>Markers in the hex</source>
        <translation>Marker im Hexfeld</translation>
    </message>
</context>
<context>
    <name>hexfire::VictoryDialog</name>
    <message>
        <source>How the Game Is Won</source>
        <translation>Wie das Spiel gewonnen wird</translation>
    </message>
    <message>
        <source>The rules leave the length of the game and how it is won to the players. HexFire proposes: %1 This is assumed, not from the rule book (%2); change it as you agree.</source>
        <translation>Die Regeln überlassen die Länge des Spiels und wie es gewonnen wird den Spielern. HexFire schlägt vor: %1 Das ist angenommen, nicht aus dem Regelbuch (%2); ändern Sie es nach Ihrer Absprache.</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Keine Grenze</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>The game ends after this many; none plays on until you stop or a condition ends it.</source>
        <translation>Das Spiel endet nach so vielen; bei keiner Grenze geht es weiter, bis Sie aufhören oder eine Bedingung es beendet.</translation>
    </message>
    <message>
        <source>%1s</source>
        <comment>the name of a turn in the plural: Turns, Rounds</comment>
        <translation>%1</translation>
    </message>
</context>
<context>
    <name>hexfire::WelcomePage</name>
    <message>
        <source>Welcome to HexFire</source>
        <translation>Willkommen bei HexFire</translation>
    </message>
    <message>
        <source>Line of sight that explains itself, every modifier with its rule and the exact odds before the dice roll. &lt;b&gt;Learn&lt;/b&gt; a game from its rule book&apos;s worked examples, step by step, or &lt;b&gt;play&lt;/b&gt; its sandbox: move, fire and end the phases, with every rule applied and every step undoable.</source>
        <translation>Eine Sichtlinie, die sich selbst erklärt, jeder Modifikator mit seiner Regel und die genauen Chancen vor dem Würfelwurf. &lt;b&gt;Lernen&lt;/b&gt; Sie ein Spiel an den durchgerechneten Beispielen seines Regelbuchs, Schritt für Schritt, oder &lt;b&gt;spielen&lt;/b&gt; Sie in seinem Sandkasten: bewegen, feuern und die Phasen beenden, mit jeder angewandten Regel und jedem Schritt rückgängig zu machen.</translation>
    </message>
    <message>
        <source>Back to the Game</source>
        <translation>Zurück zum Spiel</translation>
    </message>
    <message>
        <source>No bundled scenarios were found next to HexFire.</source>
        <translation>Neben HexFire wurden keine mitgelieferten Szenarien gefunden.</translation>
    </message>
    <message>
        <source>Open a Saved Game or Scenario…</source>
        <translation>Gespeichertes Spiel oder Szenario öffnen…</translation>
    </message>
    <message>
        <source>Recent</source>
        <translation>Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>A picture of the %1 map</source>
        <translation>Ein Bild der Karte von %1</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>Lernen</translation>
    </message>
    <message>
        <source>%1 · one step</source>
        <translation>%1 · ein Schritt</translation>
    </message>
    <message>
        <source>%1 · %2 steps</source>
        <translation>%1 · %2 Schritte</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
</context>
<context>
    <name>hexfire::WhatIfPanel</name>
    <message>
        <source>Keep this action</source>
        <translation>Diese Aktion behalten</translation>
    </message>
    <message>
        <source>Hold the action while you point elsewhere on the map</source>
        <translation>Die Aktion festhalten, während Sie woanders auf die Karte zeigen</translation>
    </message>
    <message>
        <source>One change at a time; choose one to see the odds before and after</source>
        <translation>Eine Änderung auf einmal; eine wählen, um die Chancen vorher und nachher zu sehen</translation>
    </message>
    <message>
        <source>Point at a target, or click a Best Shots or Threats line: the changes you can try on that action are listed here.</source>
        <translation>Zeigen Sie auf ein Ziel oder klicken Sie eine Zeile unter „Beste Schüsse“ oder „Bedrohungen“ an: die Änderungen, die Sie an dieser Aktion ausprobieren können, stehen hier.</translation>
    </message>
    <message>
        <source> by %1</source>
        <translation> von %1</translation>
    </message>
    <message>
        <source> at %1</source>
        <translation> bei %1</translation>
    </message>
    <message>
        <source>%1: nothing to change.</source>
        <translation>%1: nichts zu ändern.</translation>
    </message>
    <message>
        <source>%1. What if…</source>
        <translation>%1. Was wäre, wenn…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Now&lt;/b&gt;&lt;br&gt;%1</source>
        <translation>&lt;b&gt;Jetzt&lt;/b&gt;&lt;br&gt;%1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2</translation>
    </message>
</context>
</TS>
