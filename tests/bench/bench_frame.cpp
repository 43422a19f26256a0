// What a frame of the map costs as the map grows: the real MapScene and MapView (offscreen, a
// 1280 x 800 view) on The Last Hundred Yards' sandbox blown up to 200 x 200 hexes with 2,000
// counters (scaledsandbox.h). For each overlay (none, a unit's sight, the Threats tint) and each
// zoom (1:1 and the whole map fitted): the first frame, a warm frame (the same view again), a pan
// (the view scrolled by a third, the new strip painted) and a hover (the pointer moved to the next
// hex: what the scene repaints of it). Against the baselines of the same run: a warm frame of the
// bare map at 1:1, and for a pan the bare map's pan at the same zoom. Thread CPU milliseconds (painting runs on this thread), median of 9.

#include "cputime.h"
#include "scaledsandbox.h"

#include "app/rulesets.h"
#include "ui/map/mapscene.h"
#include "ui/map/mapview.h"

#include <QApplication>
#include <QScrollBar>

#include <algorithm>
#include <cstdio>
#include <functional>

using namespace hexfire;
using namespace hexfire::bench;

namespace {

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

/** Paints what the view has pending now (the dirty region), as the event loop would. */
void paintPending(MapView &view)
{
    QApplication::processEvents();
    view.viewport()->repaint();
}

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    registerRuleSets();
    const std::vector<Sandbox> found = sandboxes("tlhy");
    if (found.empty())
        return 1;
    const std::unique_ptr<Game> game = gameOn(found.front(), 200, 2000, 200);
    if (!game)
        return 1;
    const GameState &state = game->state();
    const RuleSet &rules = game->rules();
    MapScene scene;
    scene.setAnimationsEnabled(false);
    scene.setState(state, rules);
    MapView view;
    view.setScene(&scene);
    view.resize(1280, 800);
    view.show();
    QApplication::processEvents();

    const Unit &unit = state.units().front();
    std::vector<double> threat(static_cast<std::size_t>(state.map().hexCount()));
    for (std::size_t i = 0; i < threat.size(); ++i)
        threat[i] = i % 3 == 0 ? ThreatMap::noThreat : double(i % 97) / 97.0;
    struct Overlay {
        const char *name;
        std::function<void()> on;
        std::function<void()> off;
    };
    const std::vector<Overlay> overlays {
        {"bare map", [] {}, [] {}},
        {"unit's sight",
            [&] {
                scene.setSelectedUnit(unit.id);
                scene.setVisibility(rules.visibleHexes(state, unit.hex));
            },
            [&] {
                scene.setSelectedUnit(std::nullopt);
                scene.setVisibility({});
            }},
        {"threats tint", [&] { scene.setThreatLevels(threat); },
            [&] { scene.setThreatLevels({}); }},
    };

    double baseline = 0;
    double barePan[2] = {0, 0}; // by zoom: what an overlay's pan is set against
    std::printf("200 x 200 hexes, %d counters, view 1280 x 800; ms, median of 9\n",
        static_cast<int>(state.units().size()));
    std::printf("%-14s %-7s %8s %8s %8s %8s %10s %9s\n", "overlay", "zoom", "first", "warm", "pan",
        "hover", "warm/base", "pan/bare");
    for (const Overlay &o : overlays) {
        for (const bool fitted : {false, true}) {
            if (fitted)
                view.fitToWindow();
            else
                view.setZoom(1.0);
            view.centerOn(scene.hexCentre(unit.hex));
            o.on();
            const double first = cpuMillis([&] { paintPending(view); });
            std::vector<double> warm;
            std::vector<double> pan;
            std::vector<double> hover;
            Hex h = unit.hex;
            for (int i = 0; i < 9; ++i) {
                warm.push_back(cpuMillis([&] { view.viewport()->repaint(); }));
                QScrollBar *bar = view.horizontalScrollBar();
                const int step = view.viewport()->width() / 3 * (i % 2 == 0 ? 1 : -1);
                pan.push_back(cpuMillis([&] {
                    bar->setValue(bar->value() + step);
                    QApplication::processEvents();
                }));
                h = Hex(h.q() + 1, h.r());
                hover.push_back(cpuMillis([&] {
                    scene.hoverHex(h);
                    QApplication::processEvents();
                }));
            }
            o.off();
            QApplication::processEvents();
            const double w = median(warm);
            if (baseline == 0)
                baseline = w;
            const double p = median(pan);
            if (barePan[fitted] == 0)
                barePan[fitted] = p;
            std::printf("%-14s %-7s %8.2f %8.2f %8.2f %8.2f %10.1f %9.2f\n", o.name,
                fitted ? "fitted" : "1:1", first, w, p, median(hover), w / baseline,
                p / barePan[fitted]);
        }
    }
    return 0;
}
