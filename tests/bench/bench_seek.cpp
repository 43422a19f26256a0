// A timeline jump in the real window (offscreen, 1366 x 768): a TLHY game of 1,000 fire steps at
// one hex (firescript.h) opened as a file, then played to its end in one jump (each step evaluated
// and resolved), back to the start and forward again over the redo tail. Thread CPU milliseconds
// of each jump, the refresh included (the window paints on this thread), with how many times the
// session told the window the position changed and a result came in: once per jump, not once a
// step. The autosave of a jump is written once the timeline rests (300 ms later), outside the
// jump. Then a step back and forth at the end of the game, the mean of 80, where each step's
// refresh meets a thousand chits in one hex and a thousand counters in another. Against the
// baseline of the same run: a jump of one step forward (redo).

#include "../cli/firescript.h"
#include "../ui/windowtest.h"
#include "cputime.h"

#include "ui/gamesession.h"
#include "ui/mainwindow.h"
#include "ui/map/hexmapitem.h"
#include "ui/map/mapscene.h"

#include <QApplication>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <cstdio>
#include <functional>

using namespace hexfire;

namespace {

/** A jump and the refresh it leaves pending, in thread CPU milliseconds. */
double millis(const std::function<void()> &work)
{
    return bench::cpuMillis([&] {
        work();
        QApplication::processEvents();
    });
}

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    testing::prepareWindowTest("bench_seek");
    const int steps = 1000;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("long-fire.json"));
    if (!testing::writeFireScript(path, steps, steps))
        return 1;
    MainWindow window(false);
    window.resize(1366, 768);
    window.show();
    QString error;
    if (!window.session()->openFile(path, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    QApplication::processEvents();
    GameSession *s = window.session();
    QSignalSpy changed(s, &GameSession::stateChanged);
    QSignalSpy resolved(s, &GameSession::resolved);
    std::printf("%d steps of fire at one hex, window 1366 x 768; thread CPU ms\n", steps);
    std::printf("%-34s %10s %8s %8s %8s\n", "jump", "ms", "changed", "results", "tiles");
    const auto jump = [&](const char *name, int to) {
        changed.clear();
        resolved.clear();
        bool ok = true;
        // Terrain tiles drawn afresh: a jump that moves the view to a part of the map not seen
        // at that zoom yet draws its terrain.
        const int tiles = window.scene()->mapItem()->tilesRendered();
        const double ms = millis([&] { ok = s->goTo(to); });
        std::printf("%-34s %10.1f %8d %8d %8d\n", name, ms, static_cast<int>(changed.count()),
            static_cast<int>(resolved.count()), window.scene()->mapItem()->tilesRendered() - tiles);
        return ok && s->position() == to ? ms : -1.0;
    };
    const double played = jump("to the end, each step played", steps + 1);
    const double back = jump("back to the start", 0);
    const double one = jump("one step (redo): the baseline", 1);
    const double redo = jump("to the end again (redo)", steps + 1);
    if (played < 0 || back < 0 || one < 0 || redo < 0)
        return 1;
    // A step back and forth at the end, where the hex holds a thousand chits and K8 a thousand
    // counters: what a player pays for each step of a long game (the mean of 40 of each).
    double atEnd = 0;
    for (int i = 0; i < 40; ++i) {
        atEnd += millis([&] { s->goTo(steps); });
        atEnd += millis([&] { s->goTo(steps + 1); });
    }
    atEnd /= 80;
    std::printf("%-34s %10.1f\n", "one step at the end (mean of 80)", atEnd);
    std::printf("against one step: played x%.1f, back x%.1f, redo x%.1f, at the end x%.1f\n",
        played / one, back / one, redo / one, atEnd / one);
    return 0;
}
