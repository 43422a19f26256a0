#pragma once

// The headers most test programs include, compiled once per build and reused by every test of the
// rules core (tests/CMakeLists.txt, HEXFIRE_PCH): parsing them was half of each test's compile
// time. A test still includes what it uses, so it compiles the same without this header.

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/data/jsonparser.h"
#include "core/dice/scripteddice.h"
#include "core/error.h"
#include "core/hex/mapcoordinates.h"
#include "core/play/game.h"
#include "core/rules/builtinactions.h"
#include "core/rules/movement.h"
#include "core/rules/rulesetregistry.h"
#include "core/rules/ruletools.h"
#include "core/rules/sequence.h"
#include "core/scenario/scenarioio.h"
