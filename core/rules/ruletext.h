#pragma once

/**
 * Rule text: the names a rule system publishes for players (its display name, its actions and
 * their parameters and choices, its phases, unit states, marker kinds, tallies and effects) stay
 * English std::string in core, which includes no Qt header. Each is written where it is defined as
 *
 *     HEXFIRE_TEXT("RuleText", "Maneuver")
 *
 * which is the literal itself. lupdate reads HEXFIRE_TEXT as QT_TRANSLATE_NOOP (the hexfire_lupdate
 * target passes -tr-function-alias QT_TRANSLATE_NOOP+=HEXFIRE_TEXT), so the text lands in the
 * translations under the one context "RuleText", where the window's ruleText() (ui/displaytext.h)
 * looks it up; a text without a translation shows as it is. The context is spelt out because
 * lupdate takes it from the call, never from a macro; tst_translations checks that everything core
 * marks is in "RuleText". Sentences composed at run time (explanations with numbers) are not
 * marked: they stay English.
 */
#define HEXFIRE_TEXT(context, text) text
