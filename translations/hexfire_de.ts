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
