// The scenario editor's model (core/edit), for every rule system the program ships plus the
// one-die test rules (rows):
//   buildSaveReload  a small scenario built through the editor's edits, saved, reloaded, compared
//   undoToEmpty      a long edit sequence (120+ edits) undone back to the empty new scenario, and
//                    redone to the same end
//   refused          each kind of refused edit, with the reason the loader or the rules give
//   floodFill        the region a flood fill repaints
//   pickHexside      the hexside a click picks, both orientations, every direction
//   profileForm      a unit's printed values edited through the generic form
//   unchangedFieldsStayAsTheyWere  the form writes only the fields the player changed
//   background       the background image reference survives save and reload
#include "app/rulesets.h"
#include "core/edit/maptools.h"
#include "core/edit/newscenario.h"
#include "core/rules/profileform.h"
#include "core/edit/scenarioeditor.h"
#include "core/error.h"
#include "core/rules/rulesetregistry.h"
#include "core/scenario/scenarioio.h"
#include "tests/onedie/onedieruleset.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace hexfire;

namespace {

Scenario emptyScenario(const std::string &rulesetId)
{
    NewScenarioSpec spec;
    spec.rulesetId = rulesetId;
    spec.title = "Test " + rulesetId;
    const auto rules = RuleSetRegistry::create(rulesetId);
    spec.map = rules->vocabulary().mapPresets.back(); // the smallest usual map
    return buildNewScenario(spec);
}

Hex hexAt(const GameState &s, int col, int row) { return s.map().coordinates().toHex({col, row}); }

/** Applies an edit that must be accepted, keeping its inverse for undo. */
struct Recorder {
    ScenarioEditor &editor;
    std::vector<ScenarioEdit> done;
    std::vector<ScenarioEdit> inverses;
    std::vector<GameState> before; /**< the position before each edit, to check every undo */
    bool apply(const ScenarioEdit &edit)
    {
        GameState was = editor.position();
        EditResult r = editor.apply(edit);
        if (!r.applied) {
            qWarning("refused: %s", r.reason.c_str());
            return false;
        }
        done.push_back(edit);
        inverses.push_back(std::move(*r.inverse));
        before.push_back(std::move(was));
        return true;
    }
};

/** Builds a small scenario through the editor: terrain, elevation, features, units, markers. */
void buildSmallScenario(Recorder &rec)
{
    ScenarioEditor &ed = rec.editor;
    const RuleSet &rules = ed.ruleSet();
    const GameState &s = ed.position();
    const std::vector<TerrainKind> kinds = rules.vocabulary().terrainKinds;
    for (std::size_t i = 1; i < kinds.size(); ++i) {
        const Hex h = hexAt(s, static_cast<int>(i % 4), static_cast<int>(i / 4));
        QVERIFY(rec.apply(ed.paint({h, hexAt(s, static_cast<int>(i % 4), 5)}, kinds[i].id)));
    }
    QVERIFY(rec.apply(ElevationEdit {{{hexAt(s, 5, 1), 1}, {hexAt(s, 5, 2), 2}}}));
    for (const FeatureType &f : rules.vocabulary().featureTypes) {
        if (f.place == FeaturePlace::InHex)
            QVERIFY(rec.apply(ed.toggleFeature(hexAt(s, 6, 1), f.key)));
        else
            QVERIFY(rec.apply(HexsideEdit {hexAt(s, 6, 3), HexDirection::D1, f.key}));
    }
    int n = 0;
    for (const UnitType &t : rules.vocabulary().unitTypes) {
        const Side &side = s.sides()[static_cast<std::size_t>(n % 2)];
        const auto u = ed.newUnit(t.key, side.id, hexAt(s, n % 6, 3 + n / 6));
        QVERIFY2(u.has_value(), t.key.c_str());
        QVERIFY(rec.apply(ScenarioEditor::addUnit(*u)));
        ++n;
    }
    // A state and a new facing on the first unit; a move of the last.
    Unit first = s.units().front();
    if (!rules.vocabulary().statuses.empty())
        first.status.set(rules.vocabulary().statuses.front().key);
    QVERIFY(rec.apply(ScenarioEditor::replaceUnit(first)));
    Unit last = s.units().back();
    last.hex = hexAt(s, 7, 5);
    QVERIFY(rec.apply(ScenarioEditor::replaceUnit(last)));
    int placed = 0;
    for (const MarkerType &m : rules.vocabulary().markers) {
        Marker marker = ed.newMarker(m.key, hexAt(s, 1, 5));
        marker.side = s.sides().front().id;
        GameState was = s;
        const EditResult r = ed.apply(ScenarioEditor::placeMarker(marker));
        if (r.applied) {
            rec.done.push_back(ScenarioEditor::placeMarker(marker));
            rec.inverses.push_back(*r.inverse);
            rec.before.push_back(std::move(was));
            ++placed;
        } else {
            QVERIFY2(!r.reason.empty(), m.key.c_str());
        }
    }
    if (!rules.vocabulary().markers.empty())
        QVERIFY(placed > 0);
    QVERIFY(rec.apply(TextEdit {"Built in the editor", "A position for the tests."}));
}

} // namespace

class TestScenarioEditor : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        registerRuleSets();
        registerOneDie();
    }

    void buildSaveReload_data()
    {
        QTest::addColumn<QString>("ruleset");
        for (const std::string &id : RuleSetRegistry::ids())
            QTest::newRow(id.c_str()) << QString::fromStdString(id);
    }
    void buildSaveReload()
    {
        QFETCH(QString, ruleset);
        ScenarioEditor ed(emptyScenario(ruleset.toStdString()));
        QCOMPARE(ed.check(), std::optional<std::string>());
        Recorder rec {ed, {}, {}, {}};
        buildSmallScenario(rec);
        if (QTest::currentTestFailed())
            return;
        QTemporaryDir dir;
        const std::string path = dir.filePath("built.json").toStdString();
        std::string error;
        QVERIFY2(saveScenarioFile(ed.scenario(), path, &error), error.c_str());
        const LoadResult loaded = loadScenarioFile(path);
        QVERIFY2(loaded.ok(), loaded.diagnostics.format().c_str());
        QVERIFY(sameContent(*loaded.scenario, ed.scenario()));
        QVERIFY(ed.position().units().size() >= ed.ruleSet().vocabulary().unitTypes.size());
    }

    void undoToEmpty_data() { buildSaveReload_data(); }
    void undoToEmpty()
    {
        QFETCH(QString, ruleset);
        const Scenario empty = emptyScenario(ruleset.toStdString());
        ScenarioEditor ed(empty);
        Recorder rec {ed, {}, {}, {}};
        buildSmallScenario(rec);
        if (QTest::currentTestFailed())
            return;
        // Strokes of paint, elevation up and down, features on and off, units moved back and
        // forth: more than a hundred edits in all.
        const GameState &s = ed.position();
        const std::vector<TerrainKind> kinds = ed.ruleSet().vocabulary().terrainKinds;
        for (int i = 0; i < 40; ++i) {
            const Hex h = hexAt(s, i % s.map().width(), (i * 7) % s.map().height());
            QVERIFY(rec.apply(ed.paint({h}, kinds[static_cast<std::size_t>(i) % kinds.size()].id)));
            QVERIFY(rec.apply(ElevationEdit {{{h, i % 5 - 2}}}));
        }
        const std::vector<Hex> region = floodRegion(s.map(), hexAt(s, 0, 0));
        QVERIFY(rec.apply(ed.paint(region, kinds.back().id)));
        for (int i = 0; i < 30; ++i) {
            Unit u = s.units()[static_cast<std::size_t>(i) % s.units().size()];
            u.hex = hexAt(s, (i * 3) % s.map().width(), (i * 5) % s.map().height());
            QVERIFY(rec.apply(ScenarioEditor::replaceUnit(u)));
        }
        const Unit removed = s.units().front();
        QVERIFY(rec.apply(ScenarioEditor::removeUnit(removed.id)));
        for (int i = 0; i < 6; ++i)
            QVERIFY(rec.apply(HexsideEdit {hexAt(s, 2, 2), static_cast<HexDirection>(i),
                i % 2 ? std::string() : std::string("wall")}));
        QVERIFY(rec.done.size() >= 100);

        const Scenario full = ed.scenario();
        // Each undo gives back exactly the position before that edit.
        for (std::size_t i = rec.inverses.size(); i-- > 0;) {
            ed.applyUnchecked(rec.inverses[i]);
            QVERIFY2(ed.position() == rec.before[i], qPrintable(QString::number(i)));
        }
        QVERIFY(ed.position() == empty.initial);
        QVERIFY(sameContent(ed.scenario(), empty));
        for (const ScenarioEdit &e : rec.done)
            ed.applyUnchecked(e);
        QVERIFY(sameContent(ed.scenario(), full));
    }

    void refused_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("reason");
        QTest::newRow("terrain off the map") << "tlhy" << 0 << "off the map";
        QTest::newRow("unknown terrain") << "tlhy" << 1 << "no terrain";
        QTest::newRow("elevation out of range") << "tlhy" << 2 << "100";
        QTest::newRow("unit off the map") << "tlhy" << 3 << "off";
        QTest::newRow("remove a unit that is not there") << "tlhy" << 4 << "no unit";
        QTest::newRow("squad of three steps") << "tlhy" << 5 << "squad";
        QTest::newRow("line facing a hexside") << "labataille" << 6 << "facing";
        QTest::newRow("squad strength and figures") << "tideofiron" << 7 << "figures";
        QTest::newRow("unknown weapon") << "skirmish" << 8 << "weapons table";
        QTest::newRow("marker off the map") << "tlhy" << 9 << "off the map";
        QTest::newRow("hexside off the map") << "skirmish" << 10 << "off the map";
        QTest::newRow("unit of an unknown side") << "onedie" << 11 << "side";
    }
    void refused()
    {
        QFETCH(QString, ruleset);
        QFETCH(int, kind);
        QFETCH(QString, reason);
        const Scenario empty = emptyScenario(ruleset.toStdString());
        ScenarioEditor ed(empty);
        const GameState &s = ed.position();
        const Hex offMap = hexAt(s, s.map().width() + 3, 0);
        const SideId side = s.sides().front().id;
        const UnitType &firstType = ed.ruleSet().vocabulary().unitTypes.front();
        std::optional<Unit> u = ed.newUnit(firstType.key, side, hexAt(s, 1, 1));
        QVERIFY(u);
        ScenarioEdit edit;
        switch (kind) {
        case 0:
            edit = ed.paint({offMap}, "woods");
            break;
        case 1:
            edit = TerrainEdit {{{hexAt(s, 0, 0), "lava"}}, std::nullopt};
            break;
        case 2:
            edit = ElevationEdit {{{hexAt(s, 0, 0), 101}}};
            break;
        case 3:
            u->hex = offMap;
            edit = ScenarioEditor::addUnit(*u);
            break;
        case 4:
            edit = ScenarioEditor::removeUnit(UnitId {"nobody"});
            break;
        case 5:
            u->strength = u->maxStrength = 3;
            edit = ScenarioEditor::addUnit(*u);
            break;
        case 6: {
            std::string why;
            const auto line = withProfileValues(ed.ruleSet(), *u, {{"formation", "line"}}, &why);
            QVERIFY2(line, why.c_str());
            edit = ScenarioEditor::addUnit(*line);
            break;
        }
        case 7:
            u->strength = 3;
            edit = ScenarioEditor::addUnit(*u);
            break;
        case 8: {
            std::string why;
            const auto odd = withProfileValues(ed.ruleSet(), *u, {{"weapon", "bazooka"}}, &why);
            QVERIFY2(odd, why.c_str());
            edit = ScenarioEditor::addUnit(*odd);
            break;
        }
        case 9:
            edit = ScenarioEditor::placeMarker(
                ed.newMarker(ed.ruleSet().vocabulary().markers.front().key, offMap));
            break;
        case 10:
            edit = HexsideEdit {offMap, HexDirection::D0, "wall"};
            break;
        case 11:
            u->side = SideId {"green"};
            edit = ScenarioEditor::addUnit(*u);
            break;
        default:
            QFAIL("no such row");
        }
        const EditResult r = ed.apply(edit);
        QVERIFY(!r.applied);
        QVERIFY2(QString::fromStdString(r.reason).contains(reason, Qt::CaseInsensitive),
            r.reason.c_str());
        // A refused edit leaves the scenario exactly as it was.
        QVERIFY(sameContent(ed.scenario(), empty));
        QVERIFY(ed.position() == empty.initial);
    }

    void floodFill_data()
    {
        QTest::addColumn<QStringList>("rows");
        QTest::addColumn<QString>("start");
        QTest::addColumn<int>("size");
        QTest::newRow("open map") << QStringList {"....", "....", "...."} << "A1" << 12;
        QTest::newRow("woods block") << QStringList {".W..", ".W..", ".W.."} << "A1" << 3;
        QTest::newRow("the woods themselves") << QStringList {".W..", ".W..", ".W.."} << "B2" << 3;
        QTest::newRow("island") << QStringList {"....", ".W..", "...."} << "B2" << 1;
        QTest::newRow("around the island") << QStringList {"....", ".W..", "...."} << "A1" << 11;
        QTest::newRow("start off the map") << QStringList {"...."} << "Z9" << 0;
    }
    void floodFill()
    {
        QFETCH(QStringList, rows);
        QFETCH(QString, start);
        QFETCH(int, size);
        const int width = static_cast<int>(rows.front().size());
        const int height = static_cast<int>(rows.size());
        MapGrid map(MapCoordinates(width, height, Orientation::FlatTop, OffsetParity::Odd,
                        LabelScheme::LetterNumber),
            {{"clear", "Clear", "#ffffff"}, {"woods", "Woods", "#00ff00"}});
        for (int r = 0; r < height; ++r) {
            for (int c = 0; c < width; ++c) {
                if (rows[r][c] == 'W')
                    map.setTerrain(map.coordinates().toHex({c, r}), "woods");
            }
        }
        const auto h = map.coordinates().tryParse(start.toStdString());
        QVERIFY(h);
        const std::vector<Hex> region = floodRegion(map, *h);
        QCOMPARE(static_cast<int>(region.size()), size);
        for (const Hex x : region)
            QCOMPARE(map.terrain(x).id, map.terrain(*h).id);
    }

    void pickHexside_data()
    {
        QTest::addColumn<bool>("pointy");
        QTest::addColumn<int>("direction");
        QTest::addColumn<double>("towardsCorner");
        for (const bool pointy : {false, true}) {
            for (int d = 0; d < 6; ++d) {
                for (const double shift : {0.0, 0.4}) {
                    const QString name = QString("%1 d%2%3")
                                             .arg(pointy ? "pointy" : "flat")
                                             .arg(d)
                                             .arg(shift > 0 ? " near a corner" : "");
                    QTest::newRow(name.toLatin1().constData()) << pointy << d << shift;
                }
            }
        }
    }
    void pickHexside()
    {
        QFETCH(bool, pointy);
        QFETCH(int, direction);
        QFETCH(double, towardsCorner);
        const HexLayout layout(pointy ? Orientation::PointyTop : Orientation::FlatTop, 30.0);
        const Hex h(2, -1);
        const Segment side = layout.hexside(h, static_cast<HexDirection>(direction));
        const PointF c = layout.centre(h);
        // A point inside the hex, 80% of the way to the edge, slid along it towards a corner.
        const PointF mid {(side.a.x + side.b.x) / 2.0, (side.a.y + side.b.y) / 2.0};
        const PointF onEdge {
            mid.x + (side.a.x - mid.x) * towardsCorner, mid.y + (side.a.y - mid.y) * towardsCorner};
        const PointF p {c.x + (onEdge.x - c.x) * 0.8, c.y + (onEdge.y - c.y) * 0.8};
        const HexsideRef picked = nearestHexside(layout, p);
        QCOMPARE(picked.hex.q(), h.q());
        QCOMPARE(picked.hex.r(), h.r());
        QCOMPARE(static_cast<int>(picked.direction), direction);
    }

    void profileForm_data() { buildSaveReload_data(); }
    void profileForm()
    {
        QFETCH(QString, ruleset);
        ScenarioEditor ed(emptyScenario(ruleset.toStdString()));
        const GameState &s = ed.position();
        for (const UnitType &t : ed.ruleSet().vocabulary().unitTypes) {
            const auto u = ed.newUnit(t.key, s.sides().front().id, hexAt(s, 2, 2));
            QVERIFY(u);
            QCOMPARE(ed.ruleSet().unitTypeOf(*u), t.key);
            const std::vector<ParamSpec> fields = profileFields(ed.ruleSet(), *u);
            const ParamMap values = profileValues(ed.ruleSet(), *u);
            std::string why;
            // The form's own values give the same unit back.
            const auto same = withProfileValues(ed.ruleSet(), *u, values, &why);
            QVERIFY2(same, why.c_str());
            QVERIFY(*same == *u);
            for (const ParamSpec &f : fields) {
                QVERIFY(values.count(f.key));
                ParamMap changed = values;
                if (f.type == ParamType::Integer)
                    changed[f.key] = f.maximum;
                else if (f.type == ParamType::Choice)
                    changed[f.key] = f.choices.back().key;
                else if (f.type == ParamType::Flag)
                    changed[f.key] = true;
                else
                    changed[f.key] = std::string("Edited");
                const auto edited = withProfileValues(ed.ruleSet(), *u, changed, &why);
                QVERIFY2(edited, (f.key + ": " + why).c_str());
                QCOMPARE(profileValues(ed.ruleSet(), *edited).at(f.key), changed.at(f.key));
                if (f.type == ParamType::Integer) {
                    changed[f.key] = f.maximum + 1000;
                    QVERIFY(!withProfileValues(ed.ruleSet(), *u, changed, &why));
                    QVERIFY(!why.empty());
                }
            }
        }
    }

    void unchangedFieldsStayAsTheyWere()
    {
        // A member the profile leaves out (a reduced side equal to the full side) stays out when
        // the form changes another field: the form writes only what the player changed.
        ScenarioEditor ed(emptyScenario("tlhy"));
        const GameState &s = ed.position();
        auto u = ed.newUnit("leader", s.sides().front().id, hexAt(s, 1, 1));
        QVERIFY(u);
        QVERIFY(!ed.ruleSet().writeUnitProfile(*u).find("reducedCohesion"));
        ParamMap values = profileValues(ed.ruleSet(), *u);
        values["smallArms"] = 2;
        std::string why;
        const auto edited = withProfileValues(ed.ruleSet(), *u, values, &why);
        QVERIFY2(edited, why.c_str());
        const DataNode written = ed.ruleSet().writeUnitProfile(*edited);
        QVERIFY(!written.find("reducedCohesion"));
        QCOMPARE(written.find("smallArms")->integer, std::int64_t {2});
        QCOMPARE(written.find("cohesion")->integer, std::int64_t {8});
    }

    void background()
    {
        ScenarioEditor ed(emptyScenario("tlhy"));
        BackgroundImage b {"scans/missing-map.png", 12.5, -4.0, 47.25};
        QVERIFY(ed.apply(BackgroundEdit {b}).applied);
        QTemporaryDir dir;
        const std::string path = dir.filePath("with-background.json").toStdString();
        std::string error;
        QVERIFY2(saveScenarioFile(ed.scenario(), path, &error), error.c_str());
        const LoadResult loaded = loadScenarioFile(path); // the image is missing: not an error
        QVERIFY2(loaded.ok(), loaded.diagnostics.format().c_str());
        QVERIFY(loaded.scenario->background.has_value());
        QCOMPARE(loaded.scenario->background->path, b.path);
        QCOMPARE(loaded.scenario->background->hexSize, b.hexSize);
        QCOMPARE(loaded.scenario->background->originX, b.originX);
        QVERIFY(sameContent(*loaded.scenario, ed.scenario()));
        const EditResult off = ed.apply(BackgroundEdit {std::nullopt});
        QVERIFY(off.applied);
        QVERIFY(!ed.scenario().background);
    }
};

QTEST_GUILESS_MAIN(TestScenarioEditor)
#include "tst_scenarioeditor.moc"
