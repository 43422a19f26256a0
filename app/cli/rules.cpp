// hexfire-cli rules RULESET|FILE [--json]: a rule system's primer, glossary and assumptions.
#include "app/cli/commands.h"
#include "app/cli/help.h"
#include "app/cli/json.h"
#include "app/cli/loaded.h"
#include "app/cli/output.h"
#include "app/cli/text.h"

#include "core/data/datareader.h"
#include "core/rules/rulesetregistry.h"

#include <QFileInfo>
#include <QString>

#include <algorithm>
#include <iostream>

namespace hexfire::cli {

namespace {

void printRulesJson(const RuleSet &rules)
{
    DataNode glossary = DataNode::array();
    for (const GlossaryTerm &t : rules.vocabulary().glossary) {
        DataNode term = DataNode::object();
        term.set("term", DataNode::of(t.term))
            .set("meaning", DataNode::of(t.meaning))
            .set("rule", DataNode::of(t.rule));
        glossary.push(std::move(term));
    }
    DataNode doc = DataNode::object();
    doc.set("ruleset", text(rules.id()))
        .set("name", text(rules.displayName()))
        .set("primer", text(rules.vocabulary().primer))
        .set("glossary", std::move(glossary))
        .set("assumptions", assumptionsJson(rules.assumptions()));
    printJson(doc);
}

void printRulesText(const RuleSet &rules)
{
    std::cout << rules.displayName() << "\n\n";
    const std::string primer(rules.vocabulary().primer);
    std::size_t from = 0;
    while (from < primer.size()) {
        const std::size_t end = std::min(primer.find("\n\n", from), primer.size());
        printWrapped(primer.substr(from, end - from), 0);
        std::cout << "\n";
        from = end + 2;
    }
    std::cout << "Glossary:\n";
    for (const GlossaryTerm &t : rules.vocabulary().glossary) {
        std::cout << "  " << t.term << (t.rule.empty() ? "" : " (" + t.rule + ")") << "\n";
        printWrapped(t.meaning, 4);
    }
    std::cout << "\n";
    printAssumptions(rules.assumptions());
}

} // namespace

int runRules(const CliCall &call)
{
    if (call.args.size() != 1)
        return call.usageError(expectedText(call.command));
    const std::string &what = call.args.front();
    // A rule system by id, or the one a file plays (with the file's options in force).
    std::unique_ptr<RuleSet> byId;
    std::optional<Loaded> loaded;
    const RuleSet *rules = nullptr;
    const std::vector<std::string> ids = RuleSetRegistry::ids();
    if (std::find(ids.begin(), ids.end(), what) != ids.end()) {
        byId = RuleSetRegistry::create(what);
        rules = byId.get();
    } else if (QFileInfo::exists(QString::fromStdString(what))) {
        loaded = load(what);
        if (!loaded)
            return exitInvalid;
        rules = &loaded->game->rules();
    } else {
        std::vector<std::string_view> names(ids.begin(), ids.end());
        printErr("hexfire-cli rules: \"" + what + "\" is neither a rule system ("
            + listChoices(names) + ") nor a file");
        return exitUsage;
    }
    if (call.json())
        printRulesJson(*rules);
    else
        printRulesText(*rules);
    return exitOk;
}

} // namespace hexfire::cli
