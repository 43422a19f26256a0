#include "core/rules/labataille/lbmovement.h"

#include "core/rules/effectsplan.h"
#include "core/rules/labataille/lbfire.h"
#include "core/rules/labataille/lbforcemarch.h"
#include "core/rules/labataille/lbmovethrough.h"
#include "core/rules/labataille/lbopportunityfire.h"
#include "core/rules/labataille/lboverstacking.h"
#include "core/rules/movement.h"
#include "core/rules/rulepresentation.h"
#include "core/rules/rulesentence.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruletools.h"

#include <algorithm>

namespace hexfire::labataille {

namespace {

constexpr const char *costsRef = "docs/rules.md: La Bataille movement costs";
constexpr const char *disorderedRef = "docs/rules.md: La Bataille disordered movement";
constexpr const char *routedRef = "docs/rules.md: La Bataille routed units in the Movement segment";
constexpr const char *zonesRef = "docs/rules.md: La Bataille zones of influence";
constexpr const char *leadersRef = "docs/rules.md: La Bataille leaders' movement";
constexpr const char *stackingRef = "docs/rules.md: La Bataille stacking";
constexpr const char *facingRef = "docs/rules.md: La Bataille facing change cost";
constexpr const char *ordersRef
    = "docs/rules.md: La Bataille formation changes in the Movement segment";

std::string mpText(int halves) { return movementPointsText(halves, 2); }

std::string lowerFirst(std::string s)
{
    if (!s.empty() && s[0] >= 'A' && s[0] <= 'Z')
        s[0] = static_cast<char>(s[0] - 'A' + 'a');
    return s;
}

bool isHorseArtillery(const LbProfile &p)
{
    return p.kind == UnitKind::Artillery && p.troop == "horse";
}

/** The column of the movement table the unit pays; leaders ride (docs/rules.md). */
MoveClass moveClass(const LbProfile &p)
{
    switch (p.kind) {
    case UnitKind::Infantry:
        return MoveClass::Infantry;
    case UnitKind::Artillery:
        return MoveClass::Artillery;
    case UnitKind::Cavalry:
    case UnitKind::Leader:
        return MoveClass::Cavalry;
    }
    return MoveClass::Infantry;
}

/** Infantry and foot artillery stop in every enemy zone; the mounted only in a cavalry zone. */
bool stoppedBy(const LbProfile &mover, const Unit &holder)
{
    const LbProfile *h = profileOf<LbProfile>(holder);
    const bool mounted = mover.kind == UnitKind::Cavalry || mover.kind == UnitKind::Leader
        || isHorseArtillery(mover);
    return !mounted || (h && h->kind == UnitKind::Cavalry);
}

/** "Enters the zone of influence of X: infantry stops": the mover's kind says who stops. */
std::string stopSentence(const LbProfile &p, const std::string &holder)
{
    switch (p.kind) {
    case UnitKind::Artillery:
        return isHorseArtillery(p)
            ? ruleSentence(HEXFIRE_TEXT("RuleText",
                               "Enters the zone of influence of %1: horse artillery stops"),
                holder)
            : ruleSentence(HEXFIRE_TEXT("RuleText",
                               "Enters the zone of influence of %1: foot artillery stops"),
                holder);
    case UnitKind::Infantry:
        return ruleSentence(
            HEXFIRE_TEXT("RuleText", "Enters the zone of influence of %1: infantry stops"), holder);
    case UnitKind::Cavalry:
        return ruleSentence(
            HEXFIRE_TEXT("RuleText", "Enters the zone of influence of %1: cavalry stops"), holder);
    case UnitKind::Leader:
        return ruleSentence(
            HEXFIRE_TEXT("RuleText", "Enters the zone of influence of %1: leader stops"), holder);
    }
    return {};
}

bool hasZone(const Unit &u)
{
    const LbProfile *p = profileOf<LbProfile>(u);
    return u.onMap() && p && p->kind != UnitKind::Leader && p->formation != Formation::Carre
        && !u.status.has(statuses::routed);
}

/** Whether h is next to a front hexside of one of the hexes `holder` stands in. */
bool inZoneOf(const Unit &holder, Hex h)
{
    if (!hasZone(holder) || holder.occupies(h))
        return false;
    const auto classes = hexsideClasses(holder);
    if (!classes)
        return false;
    std::vector<Hex> hexes {holder.hex};
    hexes.insert(hexes.end(), holder.alsoIn.begin(), holder.alsoIn.end());
    return std::any_of(hexes.begin(), hexes.end(), [&](Hex at) {
        return adjacent(at, h)
            && (*classes)[static_cast<std::size_t>(index(directionTo(at, h)))]
            == HexsideClass::Front;
    });
}

const Unit *enemyIn(const GameState &state, Hex h, const SideId &own)
{
    for (const Unit *u : state.unitsIn(h)) {
        if (u->onMap() && u->side != own)
            return u;
    }
    return nullptr;
}

bool hasRoad(const GameState &state, const LbMovementTable &t, Hex h)
{
    return state.map().hasFeature(h, t.roadFeature);
}

void addCost(StepCost &c, int halves, const std::string &what)
{
    c.points += halves;
    c.what += ", " + what + " +" + mpText(halves);
}

void notAllowed(StepCost &c, std::string why, std::string rule = movementRule)
{
    c.allowed = false;
    c.whyNot = std::move(why);
    c.rule = std::move(rule);
}

void addAssumption(Evaluation &e, const std::vector<Assumption> &all, std::string_view key)
{
    const bool present = std::any_of(e.assumptions.begin(), e.assumptions.end(),
        [&](const Assumption &a) { return a.key == key; });
    for (const Assumption &a : all) {
        if (a.key == key && !present)
            e.assumptions.push_back(a);
    }
}

} // namespace

std::vector<UnitId> zdiHolders(const GameState &state, const Unit &mover, Hex h)
{
    std::vector<UnitId> out;
    for (const Unit &u : state.units()) {
        if (u.side != mover.side && inZoneOf(u, h))
            out.push_back(u.id);
    }
    return out;
}

std::vector<UnitId> zdiHoldersLeft(const GameState &state, const Unit &mover, Hex from, Hex to)
{
    std::vector<UnitId> out;
    for (const Unit &u : state.units()) {
        if (u.side != mover.side && inZoneOf(u, from) && !inZoneOf(u, to))
            out.push_back(u.id);
    }
    return out;
}

int LbMovement::pointsIn(const Unit &unit, Formation formation) const
{
    const LbProfile *p = profileOf<LbProfile>(unit);
    if (!p || p->movement <= 0)
        return 0;
    if (p->kind == UnitKind::Artillery && formation == Formation::Unlimbered)
        return 2; // by prolonge: one open hex
    if (p->kind == UnitKind::Infantry && formation == Formation::Carre)
        return 2;
    int mp = p->movement;
    if (p->kind != UnitKind::Leader && formation == Formation::Line)
        mp = std::max(0, mp - 2);
    if (unit.status.has(statuses::disordered))
        mp /= 2;
    return mp * 2;
}

MovementAllowance LbMovement::allowance(const GameState &state, const Unit &unit) const
{
    return allowanceOf(state, unit, false);
}

MovementAllowance LbMovement::orderAllowance(const GameState &state, const Unit &unit) const
{
    return allowanceOf(state, unit, true);
}

MovementAllowance LbMovement::allowanceOf(const GameState &, const Unit &unit, bool inPlace) const
{
    MovementAllowance a;
    a.rule = movementRule;
    const auto cannot = [&](std::string why, std::string rule) {
        a.canMove = false;
        a.whyNot = std::move(why);
        a.whyNotRule = std::move(rule);
        return a;
    };
    const LbProfile *p = profileOf<LbProfile>(unit);
    if (!p || !unit.onMap())
        return cannot(
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1 cannot move."), unit.name), movementRule);
    if (unit.status.has(statuses::routed))
        return cannot(ruleSentence(HEXFIRE_TEXT("RuleText",
                                       "%1 is routed: a routed unit does not move in the "
                                       "Movement segment; it routs when it fails a morale check."),
                          unit.name),
            routedRef);
    if (unit.status.has(statuses::charged))
        return cannot(ruleSentence(HEXFIRE_TEXT("RuleText",
                                       "%1 charged this player turn: cavalry charges or moves, "
                                       "never both."),
                          unit.name),
            "Charge à Cheval");
    if (unit.status.has(statuses::retreated))
        return cannot(ruleSentence(HEXFIRE_TEXT("RuleText",
                                       "%1 retreated before melee: it does not move in its next "
                                       "player turn."),
                          unit.name),
            "Melee");
    if (!inPlace && !unit.alsoIn.empty())
        return cannot(ruleSentence(HEXFIRE_TEXT("RuleText",
                                       "%1 is a line across two hexes: close the line before it "
                                       "moves."),
                          unit.name),
            movementRule);
    if (p->movement <= 0)
        return cannot(ruleSentence(HEXFIRE_TEXT("RuleText",
                                       "%1 has no movement allowance: its counter gives none."),
                          unit.name),
            movementRule);
    a.points = pointsIn(unit, p->formation);
    a.why = ruleSentence(HEXFIRE_TEXT("RuleText", "Movement allowance %1"), p->movement);
    const bool unlimbered = p->kind == UnitKind::Artillery && p->formation == Formation::Unlimbered;
    if (unlimbered && inPlace) // prolonge limits moving, not limbering: the 2 MP come from its MA
        a.points = pointsIn(unit, Formation::Limbered);
    else if (unlimbered)
        a.why
            = ruleSentence(HEXFIRE_TEXT("RuleText", "Unlimbered: moves by prolonge, one open hex"));
    else if (p->kind == UnitKind::Infantry && p->formation == Formation::Carre)
        a.why = ruleSentence(HEXFIRE_TEXT("RuleText", "In carré: 1"));
    else if (p->kind != UnitKind::Leader && p->formation == Formation::Line)
        a.why += ", " + ruleSentence(HEXFIRE_TEXT("RuleText", "in line −2"));
    if (unit.status.has(statuses::forceMarch)
        && (p->formation == Formation::Column || p->formation == Formation::RoadMarch)) {
        a.points *= 2;
        a.why += ", " + ruleSentence(HEXFIRE_TEXT("RuleText", "force march ×2"));
    }
    if (unit.status.has(statuses::disordered)
        && !(p->kind == UnitKind::Artillery && p->formation == Formation::Unlimbered)
        && !(p->kind == UnitKind::Infantry && p->formation == Formation::Carre))
        a.why += ", " + ruleSentence(HEXFIRE_TEXT("RuleText", "disordered: half, rounded down"));
    return a;
}

StepCost LbMovement::stepCost(const GameState &state, const Unit &unit, Hex from, Hex to) const
{
    StepCost c;
    c.rule = movementRule;
    if (!profileOf<LbProfile>(unit)) {
        notAllowed(c, ruleSentence(HEXFIRE_TEXT("RuleText", "%1 cannot move."), unit.name));
        return c;
    }
    if (const Unit *enemy = enemyIn(state, to, unit.side)) {
        notAllowed(c,
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 is held by the enemy (%2): a unit never moves into an enemy "
                             "hex; attacking it is melee."),
                state.map().label(to), enemy->name));
        return c;
    }
    if (!terrainStep(state, unit, from, to, c))
        return c;
    zoneStep(state, unit, from, to, c);
    return c;
}

namespace {

/** What one step meets: the terrain entered (its row), the hexside crossed, the road. */
struct StepContext {
    std::string name; /**< the terrain's display name */
    std::string where; /**< "woods (F5)" */
    std::string label;
    const TerrainMovement *row = nullptr;
    bool unknown = false; /**< terrain the table does not list: priced as clear */
    std::string side; /**< the hexside feature crossed, or empty */
    std::string sideWords; /**< its id in words: "stream" */
    const HexsideMovement *across = nullptr;
    bool roadMarch = false;
    bool road = false; /**< along a road in road march */
};

StepContext stepContext(
    const LbMovementTable &t, const GameState &state, const LbProfile &p, Hex from, Hex to)
{
    static const TerrainMovement none;
    const MapGrid &map = state.map();
    const TerrainKind &kind = map.terrain(to);
    StepContext s;
    s.name = kind.name.empty() ? kind.id : kind.name;
    s.label = map.label(to);
    s.where = lowerFirst(s.name) + " (" + s.label + ")";
    s.row = t.findTerrain(kind.id);
    s.unknown = s.row == nullptr;
    if (!s.row)
        s.row = t.findTerrain("clear");
    if (!s.row)
        s.row = &none;
    s.side = std::string(map.hexsideFeature(from, directionTo(from, to)));
    s.across = s.side.empty() ? nullptr : t.findHexside(s.side);
    s.sideWords = lowerFirst(RulePresentation::idInWords(s.side));
    s.roadMarch = p.formation == Formation::RoadMarch;
    s.road = s.roadMarch && hasRoad(state, t, from) && hasRoad(state, t, to);
    return s;
}

/** Where the unit's formation may not go: line, general order, tirailleurs, road march. */
bool formationAllows(const StepContext &s, const Unit &unit, const LbProfile &p, StepCost &c)
{
    const bool ordered = p.kind == UnitKind::Infantry || p.kind == UnitKind::Cavalry;
    if (p.formation == Formation::Line && !s.row->open) {
        notAllowed(c,
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "A line stands only in open terrain: %1 cannot enter %2 in line."),
                unit.name, s.where));
        return false;
    }
    if (s.row->generalOrder && ordered && p.formation != Formation::GeneralOrder
        && !(s.road && s.row->roadMarch)) {
        notAllowed(c,
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 is general-order terrain: %2 enters %3 only in general order."),
                s.name, unit.name, s.label));
        return false;
    }
    if (s.row->skirmishersOnly && p.kind == UnitKind::Infantry
        && p.formation != Formation::Skirmish) {
        notAllowed(c,
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "Only infantry in tirailleur order enters %1."), s.where));
        return false;
    }
    if (s.across && s.across->roadMarchOnly && !s.roadMarch) {
        notAllowed(c,
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1 crosses the %2 into %3 only in road march."),
                unit.name, s.sideWords, s.label));
        return false;
    }
    return true;
}

/** Unlimbered guns by prolonge: one open hex, across nothing but a slope. */
bool prolongeStep(const StepContext &s, const Unit &unit, StepCost &c)
{
    if (!s.row->open || (!s.side.empty() && s.side != "slope")) {
        notAllowed(c,
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 is unlimbered: guns move by prolonge only into an open hex, "
                             "crossing nothing but a slope; it cannot enter %2."),
                unit.name, s.where));
        return false;
    }
    c.points = 2;
    c.what = ruleSentence(HEXFIRE_TEXT("RuleText", "%1, by prolonge"), s.name);
    return true;
}

} // namespace

bool LbMovement::terrainStep(
    const GameState &state, const Unit &unit, Hex from, Hex to, StepCost &c) const
{
    const LbMovementTable &t = m_options->tables.movement;
    const LbProfile &p = *profileOf<LbProfile>(unit);
    const StepContext s = stepContext(t, state, p, from, to);
    const MoveClass cls = moveClass(p);
    c.assumed = t.assumed || s.unknown;
    c.rule = c.assumed ? costsRef : movementRule;
    if (p.kind == UnitKind::Artillery && p.formation == Formation::Unlimbered)
        return prolongeStep(s, unit, c);
    if (!formationAllows(s, unit, p, c))
        return false;
    const bool bridge = s.across && s.across->replaces;
    const std::optional<int> base = bridge ? s.across->cost.of(cls)
        : s.road                           ? s.row->roadMarch.value_or(t.road)
                                           : s.row->cost.of(cls);
    if (!base) {
        switch (p.kind) {
        case UnitKind::Leader:
            notAllowed(c,
                ruleSentence(HEXFIRE_TEXT("RuleText", "%1 cannot enter %2: leaders may not."),
                    unit.name, s.where));
            break;
        case UnitKind::Infantry:
            notAllowed(c,
                ruleSentence(HEXFIRE_TEXT("RuleText", "%1 cannot enter %2: infantry may not."),
                    unit.name, s.where));
            break;
        case UnitKind::Cavalry:
            notAllowed(c,
                ruleSentence(HEXFIRE_TEXT("RuleText", "%1 cannot enter %2: cavalry may not."),
                    unit.name, s.where));
            break;
        case UnitKind::Artillery:
            notAllowed(c,
                ruleSentence(HEXFIRE_TEXT("RuleText", "%1 cannot enter %2: artillery may not."),
                    unit.name, s.where));
            break;
        }
        return false;
    }
    c.points = *base;
    c.what = bridge
        ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1, across the %2"), s.name, s.sideWords)
        : s.road ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1, along the road"), s.name)
                 : s.name;
    if (s.across && !bridge) {
        const std::optional<int> extra = s.across->cost.of(cls);
        if (!extra) {
            notAllowed(c,
                ruleSentence(
                    HEXFIRE_TEXT("RuleText", "%1 cannot cross the %2 into %3 (only by a bridge)."),
                    unit.name, s.sideWords, s.label));
            return false;
        }
        addCost(c, *extra, ruleSentence(HEXFIRE_TEXT("RuleText", "across a %1"), s.sideWords));
    }
    return true;
}

void LbMovement::zoneStep(
    const GameState &state, const Unit &unit, Hex from, Hex to, StepCost &c) const
{
    const LbProfile &p = *profileOf<LbProfile>(unit);
    const bool atStart = from == unit.hex && unit.movementSpent == 0;
    for (const Unit &holder : state.units()) {
        if (holder.side == unit.side || !stoppedBy(p, holder))
            continue;
        if (!atStart && inZoneOf(holder, from) && !inZoneOf(holder, to)) {
            notAllowed(c,
                ruleSentence(HEXFIRE_TEXT("RuleText",
                                 "%1 may leave the zone of influence of %2 only at the start of "
                                 "its movement."),
                    unit.name, holder.name),
                zdiRule);
            return;
        }
    }
    for (const Unit &holder : state.units()) {
        if (holder.side != unit.side && stoppedBy(p, holder) && inZoneOf(holder, to)) {
            c.mustStop = true;
            c.stopWhy = stopSentence(p, holder.name);
            return;
        }
    }
}

namespace {

/** What would stand in a hex at the end of a move: increments by kind, units, formations. */
struct StackCount {
    int infantry = 0;
    int cavalry = 0;
    int artillery = 0;
    int units = 0; /**< leaders not counted */
    int batteries = 0;
    int roadMarch = 0; /**< increments in road march */
    std::string formationProblem; /**< two formations among the infantry and cavalry */
};

StackCount countStack(const GameState &state, const Unit &unit, Hex h)
{
    std::vector<std::pair<const Unit *, int>> stack; // each unit and its increments in h
    for (const Unit *u : state.unitsIn(h)) {
        if (u->id != unit.id && u->onMap() && u->side == unit.side && profileOf<LbProfile>(*u))
            stack.emplace_back(u, incrementsIn(*u, h));
    }
    stack.emplace_back(&unit, unit.strength);
    StackCount c;
    const Unit *formed = nullptr;
    for (const auto &[u, n] : stack) {
        const LbProfile &p = *profileOf<LbProfile>(*u);
        if (p.kind == UnitKind::Leader)
            continue;
        ++c.units;
        (p.kind == UnitKind::Infantry         ? c.infantry
                : p.kind == UnitKind::Cavalry ? c.cavalry
                                              : c.artillery)
            += n;
        c.batteries += p.kind == UnitKind::Artillery ? 1 : 0;
        c.roadMarch += p.formation == Formation::RoadMarch ? n : 0;
        if (p.kind == UnitKind::Artillery)
            continue;
        if (formed && profileOf<LbProfile>(*formed)->formation != p.formation
            && c.formationProblem.empty())
            c.formationProblem = ruleSentence(HEXFIRE_TEXT("RuleText",
                                                  "One formation per hex: %1 cannot end its move "
                                                  "in %2 with %3 in another formation."),
                unit.name, state.map().label(h), formed == &unit ? u->name : formed->name);
        formed = formed ? formed : u;
    }
    return c;
}

} // namespace

std::string LbMovement::stackingProblem(const GameState &state, const Unit &unit, Hex h) const
{
    const LbMovementTable &t = m_options->tables.movement;
    const TerrainKind &kind = state.map().terrain(h);
    const TerrainMovement *row = t.findTerrain(kind.id);
    if (!row)
        row = t.findTerrain("clear");
    if (!row)
        return {};
    const StackCount n = countStack(state, unit, h);
    if (!n.formationProblem.empty())
        return n.formationProblem;
    const std::string terrain = lowerFirst(kind.name.empty() ? kind.id : kind.name);
    // pattern: %1 the unit, %2 the hex, %3 the terrain, %4 the limit, %5 the count
    const auto over = [&](int count, std::optional<int> limit, std::string_view pattern) {
        if (!limit || count <= *limit)
            return std::string();
        const std::string most
            = *limit == 1 ? ruleSentence(HEXFIRE_TEXT("RuleText", "one")) : std::to_string(*limit);
        return ruleSentence(pattern, unit.name, state.map().label(h), terrain, most, count);
    };
    const StackingLimit &s = row->stacking;
    const bool pair = s.battalionAndBattery && n.batteries == 1 && n.units == 2;
    const bool withBattery = n.batteries > 0 && s.infantryWithBattery;
    std::string why = over(n.units - (pair ? 1 : 0), s.units,
        s.units == 1 ? HEXFIRE_TEXT("RuleText",
            "%1 cannot end its move in %2: %3 holds at most %4 unit, and there "
            "would be %5.")
                     : HEXFIRE_TEXT("RuleText",
                         "%1 cannot end its move in %2: %3 holds at most %4 units, and there "
                         "would be %5."));
    if (why.empty())
        why = over(n.infantry, withBattery ? s.infantryWithBattery : s.infantry,
            withBattery ? HEXFIRE_TEXT("RuleText",
                "%1 cannot end its move in %2: %3 holds at most %4 infantry "
                "increments with a battery, and there would be %5.")
                        : HEXFIRE_TEXT("RuleText",
                            "%1 cannot end its move in %2: %3 holds at most %4 infantry "
                            "increments, and there would be %5."));
    if (why.empty())
        why = over(n.cavalry, s.cavalry,
            HEXFIRE_TEXT("RuleText",
                "%1 cannot end its move in %2: %3 holds at most %4 cavalry increments, and there "
                "would be %5."));
    if (why.empty())
        why = over(n.artillery, s.artillery,
            HEXFIRE_TEXT("RuleText",
                "%1 cannot end its move in %2: %3 holds at most %4 artillery increments, and "
                "there would be %5."));
    if (why.empty())
        why = over(n.roadMarch, t.roadMarchStacking,
            HEXFIRE_TEXT("RuleText",
                "%1 cannot end its move in %2: %3 holds at most %4 increments in road march, and "
                "there would be %5."));
    return why;
}

StepCost LbMovement::formationChangeCost(
    const GameState &state, const Unit &unit, Formation from, Formation to) const
{
    StepCost c;
    c.rule = movementRule;
    const LbProfile *p = profileOf<LbProfile>(unit);
    if (!p || p->kind == UnitKind::Leader) {
        notAllowed(
            c, ruleSentence(HEXFIRE_TEXT("RuleText", "%1 has no formation to change."), unit.name));
        return c;
    }
    const TerrainKind &kind = state.map().terrain(unit.hex);
    const TerrainMovement *row = m_options->tables.movement.findTerrain(kind.id);
    const std::string terrain = lowerFirst(kind.name.empty() ? kind.id : kind.name);
    if (to == Formation::Line && row && !row->open) {
        notAllowed(c,
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "A line stands only in open terrain: %1 cannot form line in %2."),
                unit.name, terrain));
        return c;
    }
    if (from == Formation::GeneralOrder || to == Formation::GeneralOrder) {
        c.what = from == Formation::GeneralOrder
            ? ruleSentence(HEXFIRE_TEXT("RuleText", "Leaving general order is free"))
            : ruleSentence(HEXFIRE_TEXT("RuleText", "Entering general order is free"));
        return c;
    }
    c.points = p->kind == UnitKind::Infantry ? 2 : p->kind == UnitKind::Artillery ? 4 : 6;
    c.what = p->kind == UnitKind::Infantry ? ruleSentence(
                 HEXFIRE_TEXT("RuleText", "Infantry changes formation: %1 MP"), mpText(c.points))
        : p->kind == UnitKind::Artillery
        ? ruleSentence(
            HEXFIRE_TEXT("RuleText", "Artillery changes formation: %1 MP"), mpText(c.points))
        : ruleSentence(
            HEXFIRE_TEXT("RuleText", "Cavalry changes formation: %1 MP"), mpText(c.points));
    if (to == Formation::Line)
        addCost(c, 2, ruleSentence(HEXFIRE_TEXT("RuleText", "forming line")));
    if (isLimberChange(from, to))
        c.what += ", " + ruleSentence(HEXFIRE_TEXT("RuleText", "and the limber roll"));
    return c;
}

StepCost LbMovement::facingChangeCost(const Unit &unit, int hexsides) const
{
    StepCost c;
    const int n = std::abs(hexsides);
    c.points = 2 * n;
    c.what = n == 1 ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1 turns one hexside: %2 MP"),
                 unit.name, mpText(c.points))
                    : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 turns %2 hexsides: %3 MP"),
                        unit.name, n, mpText(c.points));
    c.rule = facingRef;
    c.assumed = true;
    return c;
}

Evaluation LbMovement::evaluateMove(
    const RuleSet &rules, const GameState &state, const Action &action) const
{
    Evaluation e = hexfire::evaluateMove(rules, *this, state, action);
    if (!e.legal || action.actors.size() != 1)
        return e;
    const Unit &unit = state.unit(action.actors.front());
    const Hex target = *e.action.target;
    if (const std::string why = stackingProblem(state, unit, target); !why.empty()) {
        refuse(e, why, "Stacking");
        addAssumption(e, assumptions(), "labataille.stacking");
        return e;
    }
    noteAssumptions(state, unit, e);
    const auto *old = dynamic_cast<const EffectsPlan *>(e.plan.get());
    auto plan = old ? std::make_shared<EffectsPlan>(*old) : std::make_shared<EffectsPlan>();
    if (!unit.status.has(statuses::moved)) {
        Effect moved = makeEffect(EffectKind::StatusSet, std::string(statuses::moved), unit.id);
        moved.status = std::string(statuses::moved);
        moved.note = ruleSentence(HEXFIRE_TEXT("RuleText", "moved this player turn"));
        plan->effects.push_back(moved);
    }
    if (state.sequence().phase == phases::movement)
        drawOpportunityFire(state, unit, e, *plan);
    const std::vector<Hex> path = paramOr<std::vector<Hex>>(e.action.params, movePathParam, {});
    if (auto through = LbMoveThrough(*m_options).movePlan(state, unit, path, *plan, e)) {
        e.plan = std::move(through); // the units it moved through check their morale
        return e;
    }
    e.plan = std::move(plan);
    return e;
}

void LbMovement::drawOpportunityFire(
    const GameState &state, const Unit &unit, Evaluation &e, EffectsPlan &plan) const
{
    const std::vector<Hex> path = paramOr<std::vector<Hex>>(e.action.params, movePathParam, {});
    for (Effect &placed : LbOpportunityFire(*m_options).markersForMove(state, unit, path)) {
        e.lines.push_back(explain("opportunity.drawn",
            ruleSentence(HEXFIRE_TEXT("RuleText", "leaves a zone of influence: %1"), placed.note),
            state.map().label(placed.marker->hex), std::nullopt, zdiRule, unit.id.value));
        plan.effects.push_back(std::move(placed));
    }
}

void LbMovement::noteAssumptions(const GameState &, const Unit &unit, Evaluation &e) const
{
    const std::vector<Assumption> all = assumptions();
    const LbProfile &p = *profileOf<LbProfile>(unit);
    if (m_options->tables.movement.assumed)
        addAssumption(e, all, "labataille.movement-costs");
    if (unit.status.has(statuses::disordered))
        addAssumption(e, all, "labataille.disordered-movement");
    if (p.kind == UnitKind::Leader)
        addAssumption(e, all, "labataille.leader-movement");
    const bool stopped = std::any_of(e.lines.begin(), e.lines.end(),
        [](const ExplanationLine &l) { return l.key == "move.stop"; });
    if (stopped || isHorseArtillery(p))
        addAssumption(e, all, "labataille.zones-of-influence");
    // The shared move lists each assumed step; the table-wide entry above says it once.
    e.assumptions.erase(std::remove_if(e.assumptions.begin(), e.assumptions.end(),
                            [](const Assumption &a) { return a.key == "movement-cost"; }),
        e.assumptions.end());
}

std::vector<Assumption> LbMovement::assumptions() const
{
    std::vector<Assumption> a;
    if (m_options->tables.movement.assumed)
        a.push_back({"labataille.movement-costs",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Friedland's terrain movement chart was not found: the Heilsberg 1807 costs stand "
                "in "
                "for it, and terrain the table does not list costs as clear.")),
            costsRef});
    a.push_back({"labataille.disordered-movement",
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "A disordered unit has half its movement allowance, rounded down to whole movement "
            "points.")),
        disorderedRef});
    a.push_back({"labataille.routed-movement",
        ruleSentence(HEXFIRE_TEXT(
            "RuleText", "Routed units do not move in the Movement segment: they routed already.")),
        routedRef});
    a.push_back({"labataille.zones-of-influence",
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "Routed units have no zone of influence; horse artillery (troop \"horse\") moves "
            "through "
            "zones as cavalry does; a zone that stops a unit is left only before it spends any "
            "movement point.")),
        zonesRef});
    a.push_back({"labataille.leader-movement",
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "Leaders pay the cavalry's movement costs and stop, as cavalry does, only in a cavalry "
            "zone of influence.")),
        leadersRef});
    a.push_back({"labataille.stacking",
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "A move that would end over the terrain's stacking limit is refused (a player chooses "
            "his moves); the over-stacking check is rolled where a retreat ends over it.")),
        stackingRef});
    a.push_back(limberAssumptionOf(m_options->tables.limber));
    a.push_back(LbMoveThrough::assumption());
    a.push_back(LbOverstacking::assumption());
    a.push_back(LbForceMarch::assumption());
    a.push_back({"labataille.facing-cost",
        ruleSentence(HEXFIRE_TEXT(
            "RuleText", "Turning costs 1 movement point per hexside in the Movement segment.")),
        facingRef});
    a.push_back({"labataille.movement-orders",
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "A formation change in the Movement segment spends its cost adjusted by the allowance "
            "it "
            "changes (leaving line gives back the 2 points of a line's allowance, so they are "
            "spent "
            "with the change; forming line takes them away, so they are not); a unit that forms "
            "carré keeps no more than the carré's 1 movement point.")),
        ordersRef});
    return a;
}

} // namespace hexfire::labataille
