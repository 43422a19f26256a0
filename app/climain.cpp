#include "app/cli.h"
#include "app/rulesets.h"

int main(int argc, char *argv[])
{
    hexfire::registerRuleSets();
    return hexfire::runCli(argc, argv);
}
