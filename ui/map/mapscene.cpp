#include "ui/map/mapscene.h"

#include "ui/displaytext.h"
#include "ui/map/counteritem.h"
#include "ui/map/facingarcsitem.h"
#include "ui/map/hexcursor.h"
#include "ui/map/hexmapitem.h"
#include "ui/map/hexshadeitem.h"
#include "ui/map/losoverlayitem.h"
#include "ui/map/losthreaditem.h"
#include "ui/map/markeritem.h"
#include "ui/map/objectiveitem.h"
#include "ui/map/reachoverlayitem.h"
#include "ui/map/stacklayout.h"
#include "ui/map/stepcuesitem.h"
#include "ui/map/threatshadeitem.h"

#include <QGraphicsSceneContextMenuEvent>
#include <QGraphicsSceneHelpEvent>
#include <QGraphicsSceneMouseEvent>
#include <QPropertyAnimation>
#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <set>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

namespace hexfire {

namespace {

// Names from files in a tooltip: a line of them at most, with break opportunities in long words.
QString esc(const std::string &s)
{
    return DisplayText::wrappable(QString::fromStdString(s), 200).toHtmlEscaped();
}

} // namespace

MapScene::MapScene(QObject *parent)
    : QGraphicsScene(parent)
{
    setBackgroundBrush(QColor(88, 92, 84));
}

MapScene::~MapScene() = default;

void MapScene::setState(const GameState &state, const RuleSet &rules)
{
    m_rules = &rules;
    clear();
    m_counters.clear();
    m_markers.clear();
    m_objectives.clear();
    m_parts.clear();
    m_links.clear();
    m_counterRects.clear();
    m_chitRects.clear();
    m_flagRects.clear();
    m_mapItem = nullptr;
    m_fanned.reset();
    m_hover.reset();
    m_selected.reset();
    m_drag.reset();
    m_state = state;
    m_layout = HexLayout(m_state.map().coordinates().orientation(), hexSize);

    m_mapItem = new HexMapItem(m_state.map(), m_layout);
    addItem(m_mapItem);
    m_shade = new HexShadeItem(m_state.map(), m_layout);
    addItem(m_shade);
    m_threats = new ThreatShadeItem(m_state.map(), m_layout);
    addItem(m_threats);
    m_los = new LosOverlayItem(m_layout);
    addItem(m_los);
    m_arcs = new FacingArcsItem(m_layout);
    addItem(m_arcs);
    m_reach = new ReachOverlayItem(m_state.map(), m_layout);
    addItem(m_reach);
    m_cues = new StepCuesItem(m_layout);
    m_cues->setTaken([this](const QRectF &rect) { return isTaken(rect); });
    addItem(m_cues);
    m_thread = new LosThreadItem(m_layout);
    addItem(m_thread);
    m_cursor = new HexCursor(m_layout);
    addItem(m_cursor);

    const QRectF bounds = m_mapItem->boundingRect();
    setSceneRect(bounds.adjusted(-hexSize, -hexSize, hexSize, hexSize));
    syncState(state, false);
}

void MapScene::syncState(const GameState &state, bool animate)
{
    const bool mapChanged = !(state.map() == m_state.map());
    // One copy of the position (the map is shared); the previous one is moved, not copied.
    const GameState before = std::move(m_state);
    m_state = state;
    if (mapChanged && m_mapItem)
        m_mapItem->invalidate();
    animate = animate && m_animate;

    // By id, once: GameState::findUnit walks the list, and a hex may hold thousands of units.
    std::unordered_map<std::string_view, const Unit *> previous;
    for (const Unit &u : before.units())
        previous.emplace(u.id.value, &u);
    std::unordered_set<std::string_view> present;
    std::set<Hex> touched;
    // A counter's face is its unit's and its side's: a unit unchanged on an unchanged map with
    // the same sides keeps its counter as it is, only the selection's marks are brought up to
    // date (a step of a thousand-unit game changes a few units).
    const bool facesHold = !mapChanged && before.sides() == m_state.sides();
    const auto markSelection = [this](CounterItem *item, const UnitId &id) {
        item->setHighlighted(m_selected && *m_selected == id);
        item->setSupporting(
            std::find(m_supporters.begin(), m_supporters.end(), id) != m_supporters.end());
    };
    for (const Unit &u : m_state.units()) {
        present.insert(u.id.value);
        auto it = m_counters.find(u.id);
        const auto was = previous.find(u.id.value);
        const Unit *old = was == previous.end() ? nullptr : was->second;
        if (facesHold && old && it != m_counters.end() && u.onMap() && *old == u) {
            markSelection(it->second, u.id);
            continue;
        }
        if (!u.onMap()) {
            if (it != m_counters.end()) {
                touched.insert(old ? old->hex : u.hex);
                CounterItem *gone = it->second;
                m_counters.erase(it);
                if (animate) {
                    // Eliminated: the counter fades off the map.
                    auto *fade = new QPropertyAnimation(gone, "opacity", gone);
                    fade->setDuration(600);
                    fade->setEndValue(0.0);
                    connect(fade, &QPropertyAnimation::finished, gone, &QObject::deleteLater);
                    fade->start();
                } else {
                    delete gone;
                }
            }
            continue;
        }
        if (!m_rules)
            continue;
        const CounterFace face = CounterFace::fromUnit(u, m_state.findSide(u.side), *m_rules);
        if (it == m_counters.end()) {
            auto *item = new CounterItem(u.id, hexSize * 0.9);
            item->setFace(face);
            item->setToolTip({});
            addItem(item);
            it = m_counters.emplace(u.id, item).first;
        } else if (old && !(*old == u)) {
            it->second->setFace(face);
            it->second->flash(animate);
        }
        markSelection(it->second, u.id);
        it->second->setFacingAngle(facingAngle(u));
        touched.insert(u.hex);
        if (old)
            touched.insert(old->hex);
    }
    // Counters whose unit no longer exists at all.
    for (auto it = m_counters.begin(); it != m_counters.end();) {
        if (!present.count(it->first.value)) {
            delete it->second;
            it = m_counters.erase(it);
        } else {
            ++it;
        }
    }
    for (const Hex &h : rebuildParts())
        touched.insert(h);
    // The counters make room for the chits: a hex whose chits came or went lays its stack out
    // again.
    for (const Hex &h : syncMarkers())
        touched.insert(h);
    if (mapChanged || before.units().size() != m_state.units().size() || m_counters.empty()) {
        for (const Hex &h : m_state.map().hexes())
            touched.insert(h);
    }
    for (const Hex &h : touched) {
        if (m_state.map().contains(h))
            layoutHex(h, animate);
    }
    if (m_objectives.empty() != m_state.objectives().empty()
        || !(before.objectives() == m_state.objectives()))
        rebuildObjectives();
    // The step's chips go round the counters, chits and objective flags where they now lie.
    if (m_cues)
        m_cues->relayout();
}

void MapScene::rebuildObjectives()
{
    for (ObjectiveItem *item : m_objectives)
        delete item;
    m_objectives.clear();
    m_flagRects.clear();
    for (const Objective &objective : m_state.objectives()) {
        if (!m_state.map().contains(objective.hex))
            continue;
        auto *item = new ObjectiveItem(objective, m_state, m_rules, hexSize);
        item->setPos(hexCentre(objective.hex));
        addItem(item);
        m_objectives.push_back(item);
        m_flagRects.push_back(item->mapRectToScene(item->flagRect()));
    }
}

std::set<Hex> MapScene::syncMarkers()
{
    std::set<Hex> changed;
    if (!m_rules) {
        for (auto &[hex, items] : m_markers) {
            qDeleteAll(items);
            changed.insert(hex);
        }
        m_markers.clear();
        m_chitRects.clear();
        return changed;
    }
    std::map<Hex, std::vector<const Marker *>> perHex;
    for (const Marker &marker : m_state.markers())
        perHex[marker.hex].push_back(&marker);
    for (auto it = m_markers.begin(); it != m_markers.end();) {
        if (perHex.count(it->first)) {
            ++it;
            continue;
        }
        qDeleteAll(it->second);
        changed.insert(it->first);
        m_chitRects.erase(it->first);
        it = m_markers.erase(it);
    }
    // Every marker of a hex in a row or two along the bottom of the hex, under its counters and
    // inside it: chits side by side while they fit (later ones overlap earlier ones beyond
    // that, leaving each value in sight), an arrow as a chit that points at its hex.
    for (const auto &[hex, markers] : perHex) {
        std::vector<MarkerItem *> &items = m_markers[hex];
        // The chits of markers still there keep their items (a pile of a thousand gains one a
        // step): their faces and tooltips are said anew, as a description may read the position.
        const std::size_t kept = static_cast<std::size_t>(
            std::mismatch(items.begin(), items.end(), markers.begin(), markers.end(),
                [](const MarkerItem *item, const Marker *m) { return item->marker() == *m; })
                .first
            - items.begin());
        const bool same = kept == items.size() && kept == markers.size();
        for (std::size_t i = kept; i < items.size(); ++i)
            delete items[i];
        items.resize(kept);
        const QPointF c = hexCentre(hex);
        const QPolygonF poly = StackLayout::polygon(m_layout, hex);
        const int count = static_cast<int>(markers.size());
        const double chit = StackLayout::chitSize(hexSize, count);
        for (std::size_t i = 0; i < markers.size(); ++i) {
            const Marker &marker = *markers[i];
            const MarkerView view = m_rules->describeMarker(m_state, marker);
            const MarkerFace face = MarkerFace::fromMarker(marker, m_state, *m_rules, view);
            const QString tip = markerToolTip(view);
            MarkerItem *item = nullptr;
            if (i < kept) {
                item = items[i];
                if (!(face == item->face()))
                    item->setFace(face);
                if (tip != item->toolTip())
                    item->setToolTip(tip);
                item->setSize(chit);
            } else {
                item = new MarkerItem(marker, face, chit);
                item->setZValue(20 + static_cast<int>(i));
                item->setToolTip(tip);
                if (face.arrow) {
                    const MarkerType *type = findByKey(m_rules->vocabulary().markers, marker.kind);
                    const QPointF d
                        = hexCentre(*paramAs<Hex>(marker.params, type->pointsToParam)) - c;
                    item->setAngle(std::atan2(d.y(), d.x()) * 180.0 / M_PI);
                }
                addItem(item);
                items.push_back(item);
            }
            item->setPos(StackLayout::chitPos(poly, hexSize, static_cast<int>(i), count));
        }
        if (same)
            continue;
        changed.insert(hex);
        std::vector<QRectF> &rects = m_chitRects[hex];
        rects.clear();
        for (const MarkerItem *item : items)
            rects.push_back(item->sceneBoundingRect());
    }
    return changed;
}

std::set<Hex> MapScene::rebuildParts()
{
    std::set<Hex> touched;
    for (const auto &[id, hex, item] : m_parts) {
        touched.insert(hex);
        delete item;
    }
    m_parts.clear();
    for (QGraphicsLineItem *link : m_links)
        delete link;
    m_links.clear();
    if (!m_rules)
        return touched;
    for (const Unit &u : m_state.units()) {
        if (!u.onMap() || u.alsoIn.empty())
            continue;
        const CounterFace face = CounterFace::fromUnit(u, m_state.findSide(u.side), *m_rules);
        for (const Hex h : u.alsoIn) {
            // One unit, two places: the same counter in each hex, joined by a bar in its colour
            // under them, as a long line counter lies across both hexes on the table.
            auto *item = new CounterItem(u.id, hexSize * 0.9);
            item->setFace(face);
            item->setFacingAngle(facingAngle(u));
            item->setHighlighted(m_selected && *m_selected == u.id);
            item->setSupporting(
                std::find(m_supporters.begin(), m_supporters.end(), u.id) != m_supporters.end());
            addItem(item);
            m_parts.emplace_back(u.id, h, item);
            QColor colour = face.colour;
            colour.setAlpha(200);
            auto *link = new QGraphicsLineItem(QLineF(hexCentre(u.hex), hexCentre(h)));
            link->setPen(QPen(colour, hexSize * 0.3, Qt::SolidLine, Qt::RoundCap));
            link->setZValue(9);
            addItem(link);
            m_links.push_back(link);
            touched.insert(h);
            touched.insert(u.hex);
        }
    }
    return touched;
}

std::vector<std::pair<Hex, CounterItem *>> MapScene::partItems(const UnitId &id) const
{
    std::vector<std::pair<Hex, CounterItem *>> out;
    for (const auto &[unit, hex, item] : m_parts) {
        if (unit == id)
            out.emplace_back(hex, item);
    }
    return out;
}

CounterItem *MapScene::itemIn(const Unit &u, Hex h) const
{
    if (u.hex == h)
        return counterItem(u.id);
    for (const auto &[unit, hex, item] : m_parts) {
        if (unit == u.id && hex == h)
            return item;
    }
    return nullptr;
}

void MapScene::layoutHex(Hex h, bool animate)
{
    const auto units = m_state.unitsIn(h);
    const QPointF c = hexCentre(h);
    const bool fan = m_fanned && *m_fanned == h && units.size() > 1;
    // One column per side, in the order the sides first appear in the stack.
    std::vector<SideId> sides;
    std::vector<int> columnOf;
    for (const Unit *u : units) {
        auto it = std::find(sides.begin(), sides.end(), u->side);
        if (it == sides.end())
            it = sides.insert(sides.end(), u->side);
        columnOf.push_back(static_cast<int>(it - sides.begin()));
    }
    const QPolygonF poly = StackLayout::polygon(m_layout, h);
    const int chits = static_cast<int>(m_state.markersAt(h).size());
    const std::vector<StackLayout::Placement> places = fan
        ? StackLayout::fan(poly, hexSize, static_cast<int>(units.size()), chits)
        : StackLayout::stack(poly, c, hexSize, columnOf, chits);
    // Where the counters rest (not where an animation has them now), for the step's chips; a
    // fanned stack is a passing look and keeps the resting places.
    if (!fan)
        m_counterRects.erase(h);
    for (std::size_t i = 0; i < units.size(); ++i) {
        CounterItem *item = itemIn(*units[i], h);
        if (!item)
            continue;
        const StackLayout::Placement &place = places[i];
        if (!fan && place.shown) {
            // With the acted tab and the hidden-count badge beside its left edge.
            const double half = place.size / 2;
            m_counterRects[h].emplace_back(place.pos.x() - half - place.size * 0.3,
                place.pos.y() - half, place.size * 1.3, place.size);
        }
        item->setSize(place.size);
        item->setZValue((fan ? 60 : 10) + place.z);
        item->setVisible(place.shown);
        item->setHiddenBelow(place.hiddenBelow);
        item->setOverviewBody(place.overview);
        item->moveTo(place.pos, animate);
    }
}

void MapScene::setFanned(std::optional<Hex> hex)
{
    if (hex && m_state.unitsIn(*hex).size() < 2)
        hex.reset();
    if (m_fanned == hex)
        return;
    const std::optional<Hex> old = m_fanned;
    m_fanned = hex;
    if (old)
        layoutHex(*old, m_animate);
    if (hex)
        layoutHex(*hex, m_animate);
}

void MapScene::setMode(Mode mode) { m_mode = mode; }

void MapScene::setSelectedUnit(const std::optional<UnitId> &unit)
{
    m_selected = unit;
    for (auto &[id, item] : m_counters)
        item->setHighlighted(unit && *unit == id);
    for (const auto &[id, hex, item] : m_parts)
        item->setHighlighted(unit && *unit == id);
    const Unit *u = unit ? m_state.findUnit(*unit) : nullptr;
    if (m_shade)
        m_shade->setOrigin(u ? std::optional<Hex>(u->hex) : std::nullopt);
}

void MapScene::setVisibility(std::vector<LosResult> verdicts)
{
    if (m_shade)
        m_shade->setVisibility(std::move(verdicts));
}

void MapScene::setThreatLevels(std::vector<double> levels)
{
    // One overlay at a time: while the Threats tint is shown, the veil over what the selected unit
    // cannot see steps aside (the two blended into a brown that meant neither).
    const bool tinted
        = std::any_of(levels.begin(), levels.end(), [](double p) { return p >= 0.0; });
    if (m_shade)
        m_shade->setVisibilityShown(!tinted);
    if (m_threats)
        m_threats->setLevels(std::move(levels));
}

void MapScene::setLosTraces(std::vector<LosTrace> traces)
{
    if (m_los)
        m_los->setTraces(std::move(traces));
}

bool MapScene::isTaken(const QRectF &rect) const
{
    for (const QRectF &flag : m_flagRects) {
        if (flag.intersects(rect))
            return true;
    }
    for (const auto *rects : {&m_counterRects, &m_chitRects}) {
        for (const auto &[hex, list] : *rects) {
            for (const QRectF &r : list) {
                if (r.intersects(rect))
                    return true;
            }
        }
    }
    return false;
}

void MapScene::setStepCues(std::vector<Hex> actors, std::vector<MapCue> cues)
{
    if (m_cues)
        m_cues->setCues(std::move(actors), std::move(cues));
}

void MapScene::setTarget(std::optional<Hex> hex, bool legal)
{
    if (m_shade)
        m_shade->setTarget(hex, legal);
}

CounterItem *MapScene::counterItem(const UnitId &id) const
{
    const auto it = m_counters.find(id);
    return it == m_counters.end() ? nullptr : it->second;
}

std::vector<MarkerItem *> MapScene::markerItems() const
{
    std::vector<MarkerItem *> all;
    for (const auto &[hex, items] : m_markers)
        all.insert(all.end(), items.begin(), items.end());
    return all;
}

std::optional<Hex> MapScene::hexAt(const QPointF &scenePos) const
{
    const Hex h = m_layout.hexAt({scenePos.x(), scenePos.y()});
    if (!m_state.map().contains(h))
        return std::nullopt;
    return h;
}

QPointF MapScene::hexCentre(Hex h) const
{
    const PointF p = m_layout.centre(h);
    return {p.x, p.y};
}

QString MapScene::hexToolTip(Hex h) const
{
    const MapGrid &map = m_state.map();
    if (!map.contains(h))
        return {};
    QString html
        = QStringLiteral("<b>%1</b> — %2").arg(esc(map.label(h)), esc(map.terrain(h).name));
    html += tr("<br>Elevation: %1").arg(map.elevation(h));
    QStringList features;
    for (const std::string &f : map.features(h))
        features << esc(m_rules ? m_rules->featureName(f) : RuleSet::idInWords(f));
    if (!features.isEmpty())
        html += tr("<br>Features: %1").arg(features.join(QStringLiteral(", ")));
    QStringList sides;
    for (HexDirection d : allDirections) {
        const std::string_view f = map.hexsideFeature(h, d);
        if (!f.empty())
            sides << QStringLiteral("%1 %2").arg(
                QString::fromUtf8(m_layout.compassName(d).data(),
                    static_cast<qsizetype>(m_layout.compassName(d).size())),
                esc(m_rules ? m_rules->featureName(f) : RuleSet::idInWords(f)).toLower());
    }
    if (!sides.isEmpty())
        html += tr("<br>Hexsides: %1").arg(sides.join(QStringLiteral(", ")));
    const auto units = m_state.unitsIn(h);
    if (!units.empty()) {
        html += tr("<br><u>Units</u>");
        for (const Unit *u : units) {
            const Side *side = m_state.findSide(u->side);
            QString line = QStringLiteral("<br>• %1 (%2)")
                               .arg(esc(u->name), side ? esc(side->name) : esc(u->side.value));
            if (!u->alsoIn.empty()) {
                QStringList hexes {esc(m_state.map().label(u->hex))};
                for (const Hex other : u->alsoIn)
                    hexes << esc(m_state.map().label(other));
                line += tr(", across %1").arg(hexes.join(tr(" and ")));
            }
            if (u->reduced())
                line += tr(", reduced");
            for (const std::string &key : u->status.keys()) {
                const StatusType *type
                    = m_rules ? findByKey(m_rules->vocabulary().statuses, key) : nullptr;
                line += QStringLiteral(", ")
                    + DisplayText::wrappable(ruleTextInSentence(type ? type->name : key), 200)
                          .toHtmlEscaped();
            }
            html += line;
        }
    }
    if (const Objective *objective = m_state.objectiveAt(h))
        html += tr("<br>Objective: %1")
                    .arg(ObjectiveItem::describe(*objective, m_state, m_rules).toHtmlEscaped());
    const auto markers = m_state.markersAt(h);
    if (!markers.empty()) {
        html += tr("<br><u>Markers</u>");
        for (const Marker *m : markers) {
            if (m_rules)
                html += QStringLiteral("<br>• ")
                    + markerToolTip(*m, m_state, *m_rules).toHtmlEscaped();
        }
    }
    return html;
}

QString MapScene::markerToolTip(const Marker &marker, const GameState &state, const RuleSet &rules)
{
    return markerToolTip(rules.describeMarker(state, marker));
}

QString MapScene::markerToolTip(const MarkerView &view)
{
    // A marker's description names its sources (units, hexes from the file): bounded, wrappable.
    return DisplayText::wrappable(QString::fromStdString(view.tooltip), 2000);
}

void MapScene::hoverHex(std::optional<Hex> hex)
{
    if (hex && !m_state.map().contains(*hex))
        hex.reset();
    if (m_hover == hex)
        return;
    if (hex && (!m_hover || m_lastMouse.isNull()))
        m_lastMouse = hexCentre(*hex);
    m_hover = hex;
    if (m_shade)
        m_shade->setHover(hex);
    setFanned(hex);
    if (hex)
        emit hexHovered(*hex);
    else
        emit hoverLeft();
}

void MapScene::clickHex(Hex hex)
{
    if (m_state.map().contains(hex))
        emit hexClicked(hex);
}

void MapScene::clickUnit(const UnitId &id) { emit unitClicked(id); }

void MapScene::toggleUnit(const UnitId &id) { emit unitToggled(id); }

std::optional<Hex> MapScene::keyboardHex() const
{
    return m_cursor ? m_cursor->hex() : std::nullopt;
}

void MapScene::setKeyboardHex(std::optional<Hex> hex)
{
    if (!m_cursor || (hex && !m_state.map().contains(*hex)))
        return;
    m_cursor->setHex(hex);
    if (!hex)
        return;
    m_cursorLine = hexCentre(*hex);
    m_lastMouse = m_cursorLine;
    hoverHex(hex);
}

bool MapScene::moveKeyboardHex(int dx, int dy)
{
    const std::optional<Hex> from = keyboardHex();
    if (!from)
        return false;
    const std::optional<Hex> to = HexCursor::step(
        m_state.map(), m_layout, *from, dx, dy, dx != 0 ? m_cursorLine.y() : m_cursorLine.x());
    if (!to)
        return false;
    const QPointF line = m_cursorLine;
    setKeyboardHex(to);
    // A run along a row keeps to the row's line, along a column to the column's.
    if (dx != 0)
        m_cursorLine.setY(line.y());
    else
        m_cursorLine.setX(line.x());
    return true;
}

void MapScene::activateKeyboardHex()
{
    if (const std::optional<Hex> hex = keyboardHex())
        clickHex(*hex);
}

void MapScene::pickAtKeyboardHex()
{
    const std::optional<Hex> hex = keyboardHex();
    if (!hex)
        return;
    const std::vector<const Unit *> units = m_state.unitsIn(*hex);
    if (units.empty())
        return;
    // The top counter is the last; each press goes one further down, round to the top again.
    std::size_t pick = units.size() - 1;
    for (std::size_t i = 0; i < units.size(); ++i) {
        if (m_selected && units[i]->id == *m_selected)
            pick = i == 0 ? units.size() - 1 : i - 1;
    }
    clickUnit(units[pick]->id);
}

void MapScene::setSupporters(const std::vector<UnitId> &units)
{
    m_supporters = units;
    const auto supports = [&](const UnitId &id) {
        return std::find(m_supporters.begin(), m_supporters.end(), id) != m_supporters.end();
    };
    for (auto &[id, item] : m_counters)
        item->setSupporting(supports(id));
    for (const auto &[id, hex, item] : m_parts)
        item->setSupporting(supports(id));
}

void MapScene::setActed(const std::vector<UnitId> &units)
{
    // Sorted: a platoon of a thousand that has acted would otherwise be searched through for
    // each of a thousand counters.
    m_acted = units;
    std::sort(m_acted.begin(), m_acted.end());
    const auto acted
        = [&](const UnitId &id) { return std::binary_search(m_acted.begin(), m_acted.end(), id); };
    for (auto &[id, item] : m_counters)
        item->setActed(acted(id));
    for (const auto &[id, hex, item] : m_parts)
        item->setActed(acted(id));
}

std::optional<double> MapScene::facingAngle(const Unit &u) const
{
    if (!u.facing || !m_rules)
        return std::nullopt;
    const auto classes = m_rules->hexsideClasses(m_state, u);
    // A unit whose every hexside is front (a carré) faces nowhere in particular.
    if (!classes || std::all_of(classes->begin(), classes->end(), [](HexsideClass c) {
            return c == HexsideClass::Front;
        }))
        return std::nullopt;
    const PointF c = m_layout.centre(u.hex);
    PointF to;
    if (u.facing->kind() == Facing::Kind::Hexside) {
        const Segment side = m_layout.hexside(u.hex, u.facing->direction());
        to = {(side.a.x + side.b.x) / 2, (side.a.y + side.b.y) / 2};
    } else {
        to = m_layout.vertex(u.hex, u.facing->direction());
    }
    return std::atan2(to.y - c.y, to.x - c.x) * 180.0 / M_PI;
}

void MapScene::setFacingArcs(std::vector<Hex> hexes, const std::array<HexsideClass, 6> &classes)
{
    if (m_arcs)
        m_arcs->setArcs(std::move(hexes), classes);
}

void MapScene::contextMenuEvent(QGraphicsSceneContextMenuEvent *event)
{
    if (CounterItem *c = counterAt(event->scenePos())) {
        event->accept();
        emit unitMenuRequested(c->unitId(), event->screenPos());
        return;
    }
    for (QGraphicsItem *item :
        items(event->scenePos(), Qt::IntersectsItemShape, Qt::DescendingOrder)) {
        if (item->type() == MarkerItem::Type) {
            event->accept();
            emit markerMenuRequested(
                static_cast<MarkerItem *>(item)->marker().id, event->screenPos());
            return;
        }
    }
    if (const auto h = hexAt(event->scenePos())) {
        event->accept();
        emit hexMenuRequested(*h, event->screenPos());
        return;
    }
    QGraphicsScene::contextMenuEvent(event);
}

CounterItem *MapScene::counterAt(const QPointF &scenePos) const
{
    for (QGraphicsItem *item : items(scenePos, Qt::IntersectsItemShape, Qt::DescendingOrder)) {
        if (item->type() == CounterItem::Type)
            return static_cast<CounterItem *>(item);
    }
    return nullptr;
}

bool MapScene::isMoveMode() const
{
    const MovementRules *movement = m_rules ? m_rules->movementRules() : nullptr;
    return movement && !m_mode.isSelect() && m_mode.actionKey() == movement->moveAction();
}

void MapScene::dragTo(const QPointF &scenePos)
{
    const QPointF moved = scenePos - hexCentre(m_state.unit(m_drag->unit).hex);
    if (!m_drag->moved && std::hypot(moved.x(), moved.y()) < 5.0)
        return;
    m_drag->moved = true;
    // The counter follows the pointer, over everything, as a counter lifted off the table.
    if (CounterItem *item = counterItem(m_drag->unit)) {
        item->setPos(scenePos);
        item->setZValue(200);
    }
    if (const auto h = hexAt(scenePos))
        emit counterDragged(*h);
}

bool MapScene::endDrag(const QPointF &scenePos)
{
    const Drag drag = *m_drag;
    m_drag.reset();
    const Unit *u = m_state.findUnit(drag.unit);
    if (u && u->onMap())
        layoutHex(u->hex, false); // the counter back in its stack until the position changes
    const auto h = hexAt(scenePos);
    if (!drag.moved || !h || (u && *h == u->hex)) {
        emit counterDragCancelled();
        return drag.moved;
    }
    emit counterDropped(drag.unit, *h, drag.adjust);
    return true;
}

void MapScene::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    QGraphicsScene::mouseMoveEvent(event);
    m_lastMouse = event->scenePos();
    if (m_drag) {
        dragTo(event->scenePos());
        hoverHex(hexAt(event->scenePos()));
        return;
    }
    // Over a fanned-out counter the stack's hex stays hovered, so the fan does not collapse.
    if (CounterItem *c = counterAt(event->scenePos()); c && m_fanned) {
        const Unit *u = m_state.findUnit(c->unitId());
        if (u && u->hex == *m_fanned)
            return;
    }
    hoverHex(hexAt(event->scenePos()));
}

void MapScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    if (event->button() == Qt::LeftButton) {
        m_pressed = true;
        m_pressScreenPos = event->screenPos();
        // A counter taken in hand: the selected one in the Move mode, any one as an adjustment.
        if (CounterItem *c = counterAt(event->scenePos())) {
            const bool adjust = event->modifiers() & dragModifier;
            if (adjust || (isMoveMode() && m_selected && *m_selected == c->unitId())) {
                m_drag = Drag {c->unitId(), adjust, false};
                event->accept();
                emit counterDragStarted(c->unitId(), adjust);
                return;
            }
        }
    }
    // Not accepted: the view turns a drag into panning.
    event->ignore();
}

void MapScene::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !m_pressed)
        return;
    m_pressed = false;
    if (m_drag && endDrag(event->scenePos()))
        return;
    const QPointF moved = event->screenPos() - m_pressScreenPos;
    if (std::hypot(moved.x(), moved.y()) > 5.0)
        return;
    if (event->modifiers() & Qt::ControlModifier) {
        if (CounterItem *c = counterAt(event->scenePos())) {
            toggleUnit(c->unitId());
            return;
        }
    }
    if (m_mode.isSelect()) {
        if (CounterItem *c = counterAt(event->scenePos())) {
            clickUnit(c->unitId());
            return;
        }
    }
    if (const auto h = hexAt(event->scenePos())) {
        // The counter the player clicked in a fanned stack, for whoever picks a unit there.
        CounterItem *c = counterAt(event->scenePos());
        m_clickedUnit = c ? std::optional<UnitId>(c->unitId()) : std::nullopt;
        clickHex(*h);
        m_clickedUnit.reset();
    }
}

void MapScene::helpEvent(QGraphicsSceneHelpEvent *event)
{
    QString text;
    for (QGraphicsItem *item :
        items(event->scenePos(), Qt::IntersectsItemShape, Qt::DescendingOrder)) {
        // A marker chit, or a die or note of the step shown: its own sentence.
        if (item->type() == MarkerItem::Type || item->type() == ObjectiveItem::Type
            || (item->parentItem() && item->parentItem() == m_cues && !item->toolTip().isEmpty())) {
            text = item->toolTip();
            break;
        }
    }
    // Aiming an action, the hex's own tooltip would lie over the line of sight and its plate at
    // the cursor: the Hex panel says the same.
    if (text.isEmpty() && m_mode.isSelect()) {
        if (const auto h = hexAt(event->scenePos()))
            text = hexToolTip(*h);
    }
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(event->screenPos(), text, event->widget());
    event->accept();
}

} // namespace hexfire
