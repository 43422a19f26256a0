// A long script of fire at one hex (4,000 steps took 6-7 s of CPU): the work of `replay` grows
// linearly with the steps, not with the steps times the markers they leave on the hex. Measured as
// a count, not a time: the heap allocations of the whole replay, in this process.

#include "firescript.h"

#include "app/cli.h"
#include "app/rulesets.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <cstdlib>
#include <iostream>
#include <new>
#include <streambuf>

namespace {

std::atomic<long long> allocations {0};

} // namespace

// Every allocation of the process is counted (the test reads the count around one replay). Every
// form of new and delete is replaced, so none pairs the library's own with these (AddressSanitizer
// reports a nothrow new freed by a replaced delete as a mismatch).
void *operator new(std::size_t size)
{
    ++allocations;
    if (void *p = std::malloc(size == 0 ? 1 : size))
        return p;
    throw std::bad_alloc();
}
void *operator new[](std::size_t size) { return operator new(size); }
void *operator new(std::size_t size, const std::nothrow_t &) noexcept
{
    ++allocations;
    return std::malloc(size == 0 ? 1 : size);
}
void *operator new[](std::size_t size, const std::nothrow_t &tag) noexcept
{
    return operator new(size, tag);
}
void operator delete(void *p) noexcept { std::free(p); }
void operator delete(void *p, std::size_t) noexcept { std::free(p); }
void operator delete[](void *p) noexcept { std::free(p); }
void operator delete[](void *p, std::size_t) noexcept { std::free(p); }
void operator delete(void *p, const std::nothrow_t &) noexcept { std::free(p); }
void operator delete[](void *p, const std::nothrow_t &) noexcept { std::free(p); }

namespace {

/** Output dropped: printing is not what is measured. */
class NullBuffer final : public std::streambuf {
protected:
    int_type overflow(int_type ch) override { return traits_type::not_eof(ch); }
    std::streamsize xsputn(const char *, std::streamsize n) override { return n; }
};

/** The most fire steps a script holds: every script has this many firers, so units are alike. */
constexpr int firers = 600;

/** The allocations of `hexfire-cli replay FILE [--json]`, run in this process; -1 on failure. */
long long replayAllocations(const QString &file, bool json)
{
    std::string program = "hexfire-cli";
    std::string command = "replay";
    std::string path = file.toStdString();
    std::string jsonFlag = "--json";
    std::vector<char *> argv {program.data(), command.data(), path.data()};
    if (json)
        argv.push_back(jsonFlag.data());
    argv.push_back(nullptr);
    NullBuffer null;
    std::streambuf *old = std::cout.rdbuf(&null);
    const long long before = allocations.load();
    const int code = hexfire::runCli(static_cast<int>(argv.size()) - 1, argv.data());
    const long long used = allocations.load() - before;
    std::cout.rdbuf(old);
    return code == 0 ? used : -1;
}

} // namespace

class TestReplayScale : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { hexfire::registerRuleSets(); }
    void fireAtOneHexIsLinear_data();
    void fireAtOneHexIsLinear();
};

void TestReplayScale::fireAtOneHexIsLinear_data()
{
    QTest::addColumn<bool>("json");
    QTest::newRow("text") << false;
    QTest::newRow("json") << true;
}

// Twice the steps, about twice the work: each step's preview, copy and report costs the same
// however many markers the earlier steps left (it was a line and a copy per marker, per step).
void TestReplayScale::fireAtOneHexIsLinear()
{
    QFETCH(bool, json);
    QTemporaryDir dir;
    const QString shorter = dir.filePath(QStringLiteral("fire-300.json"));
    const QString longer = dir.filePath(QStringLiteral("fire-600.json"));
    QVERIFY(hexfire::testing::writeFireScript(shorter, 300, firers));
    QVERIFY(hexfire::testing::writeFireScript(longer, 600, firers));
    const long long a = replayAllocations(shorter, json);
    const long long b = replayAllocations(longer, json);
    QVERIFY2(a > 0 && b > 0, "the replays ran");
    const double ratio = static_cast<double>(b) / static_cast<double>(a);
    QVERIFY2(ratio < 2.5,
        qPrintable(QStringLiteral("300 steps: %1 allocations, 600 steps: %2 (x%3)")
                       .arg(a)
                       .arg(b)
                       .arg(ratio, 0, 'f', 2)));
}

QTEST_GUILESS_MAIN(TestReplayScale)
#include "tst_replayscale.moc"
