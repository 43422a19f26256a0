#include "core/rules/labataille/lbmeleechart.h"

#include "core/data/datareader.h"
#include "core/rules/rulesentence.h"

#include <charconv>

namespace hexfire::labataille {

namespace {

std::optional<int> number(std::string_view s)
{
    int v = -1;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || end != s.data() + s.size() || v < 0 || v > 99)
        return std::nullopt;
    return v;
}

std::string increments(int n)
{
    return n == 1 ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1 increment"), n)
                  : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 increments"), n);
}

} // namespace

std::optional<MeleeResult> MeleeResult::parse(std::string_view text)
{
    using K = Kind;
    static const std::pair<std::string_view, K> codes[] = {{"NE", K::NoEffect},
        {"AR", K::AttackerRouts}, {"DR", K::DefenderRouts}, {"AD", K::AttackerDisordered},
        {"DD", K::DefenderDisordered}, {"DS", K::DefenderSurrenders}};
    for (const auto &[code, kind] : codes) {
        if (text == code)
            return MeleeResult {kind, 0, 0};
    }
    const auto slash = text.find('/');
    if (slash == std::string_view::npos)
        return std::nullopt;
    const auto a = number(text.substr(0, slash));
    const auto d = number(text.substr(slash + 1));
    if (!a || !d)
        return std::nullopt;
    return MeleeResult {K::Losses, *a, *d};
}

std::string MeleeResult::code() const
{
    static constexpr std::string_view codes[] = {"NE", "AR", "DR", "AD", "DD", "DS"};
    if (kind == Kind::Losses)
        return std::to_string(attackerLost) + "/" + std::to_string(defenderLost);
    return std::string(codes[static_cast<std::size_t>(kind)]);
}

std::string MeleeResult::label() const
{
    switch (kind) {
    case Kind::NoEffect:
        return ruleSentence(HEXFIRE_TEXT("RuleText", "No effect"));
    case Kind::AttackerRouts:
        return ruleSentence(HEXFIRE_TEXT("RuleText", "The attackers rout"));
    case Kind::DefenderRouts:
        return ruleSentence(HEXFIRE_TEXT("RuleText", "The defenders rout; the attacker advances"));
    case Kind::AttackerDisordered:
        return ruleSentence(HEXFIRE_TEXT("RuleText", "The attackers are disordered and fall back"));
    case Kind::DefenderDisordered:
        return ruleSentence(HEXFIRE_TEXT(
            "RuleText", "The defenders are disordered and fall back; the attacker advances"));
    case Kind::DefenderSurrenders:
        return ruleSentence(
            HEXFIRE_TEXT("RuleText", "The defenders surrender; the attacker advances"));
    case Kind::Losses:
        break;
    }
    return ruleSentence(HEXFIRE_TEXT("RuleText", "The attackers lose %1, the defenders %2"),
        increments(attackerLost), increments(defenderLost));
}

MeleeChart MeleeChart::defaults()
{
    // A placeholder (REFERENCE 2.5.5: the chart was not found): results get better for the
    // attacker with the odds and with the roll.
    MeleeChart c;
    c.notOfficial = true;
    c.source = "placeholder melee chart (REFERENCE 2.5.5), not the published chart: docs/rules.md: "
               "La Bataille placeholder melee chart";
    c.columns = {{"1-3", 1, 3}, {"1-2", 1, 2}, {"1-1", 1, 1}, {"1.5-1", 3, 2}, {"2-1", 2, 1},
        {"3-1", 3, 1}, {"4-1", 4, 1}, {"5-1", 5, 1}};
    c.rows = {
        {11, 16, {"AR", "AR", "AD", "AD", "1/0", "1/0", "1/1", "0/1"}},
        {21, 26, {"AR", "AD", "NE", "1/0", "1/1", "1/1", "0/1", "DD"}},
        {31, 36, {"AD", "AD", "1/0", "1/1", "0/1", "0/1", "DD", "DD"}},
        {41, 46, {"AD", "1/0", "1/1", "0/1", "DD", "DD", "DD", "DR"}},
        {51, 56, {"1/0", "1/1", "0/1", "DD", "DD", "DR", "DR", "DR"}},
        {61, 66, {"1/1", "0/1", "DD", "DR", "DR", "DR", "DS", "DS"}},
    };
    return c;
}

MeleeResult MeleeChart::result(std::size_t column, int reading) const
{
    for (const MeleeRow &r : rows) {
        if (reading >= r.from && reading <= r.to && column < r.results.size())
            return MeleeResult::parse(r.results[column]).value_or(MeleeResult {});
    }
    return MeleeResult {};
}

std::string MeleeChart::band(int reading) const
{
    for (const MeleeRow &r : rows) {
        if (reading >= r.from && reading <= r.to && r.from != r.to)
            return std::to_string(r.from) + "–" + std::to_string(r.to);
    }
    return std::to_string(reading);
}

std::optional<MeleeChart> MeleeChart::fromData(const DataNode &node, Diagnostics &diagnostics)
{
    const std::size_t before = diagnostics.size();
    ObjectReader r(
        node, diagnostics, {"notOfficial", "source", "columns", "rows"}, "the melee chart");
    if (!r.isObject())
        return std::nullopt;
    MeleeChart c;
    c.notOfficial = r.boolean("notOfficial").value_or(false);
    c.source = r.string("source").value_or("");
    if (const DataNode *cols = r.array("columns", true)) {
        for (const DataNode &col : cols->items) {
            ObjectReader cr(col, diagnostics, {"label", "attack", "defence"}, "an odds column");
            const auto label = cr.string("label", true);
            const auto a = cr.integer("attack", 1, 100, true);
            const auto d = cr.integer("defence", 1, 100, true);
            if (label && a && d)
                c.columns.push_back({*label, static_cast<int>(*a), static_cast<int>(*d)});
        }
    }
    int expected = 0; // index of the next reading 11..66 to be covered
    if (const DataNode *rows = r.array("rows", true)) {
        for (const DataNode &row : rows->items) {
            ObjectReader rr(row, diagnostics, {"from", "to", "results"}, "a melee chart row");
            const auto from = rr.integer("from", 11, 66, true);
            const auto to = rr.integer("to", 11, 66, true);
            const DataNode *res = rr.array("results", true);
            if (!from || !to || !res)
                continue;
            MeleeRow mr {static_cast<int>(*from), static_cast<int>(*to), {}};
            if ((mr.from / 10 - 1) * 6 + mr.from % 10 - 1 != expected || mr.to < mr.from)
                report(diagnostics, row,
                    "melee chart rows must cover 11 to 66 in order without gaps or overlaps");
            expected = (mr.to / 10 - 1) * 6 + mr.to % 10;
            for (const DataNode &v : res->items) {
                if (!expectType(v, DataNode::Type::String, diagnostics, "a melee result"))
                    continue;
                if (!MeleeResult::parse(v.string))
                    report(diagnostics, v,
                        "a melee result is NE, AR, DR, AD, DD, DS or increments lost as \"1/2\"");
                mr.results.push_back(v.string);
            }
            if (mr.results.size() != c.columns.size())
                report(diagnostics, *res, "a melee chart row needs one result per odds column");
            c.rows.push_back(std::move(mr));
        }
        if (expected != 36)
            report(diagnostics, *rows, "melee chart rows must cover every reading from 11 to 66");
    }
    if (diagnostics.size() != before)
        return std::nullopt;
    return c;
}

} // namespace hexfire::labataille
