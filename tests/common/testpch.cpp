// The translation unit that owns a precompiled header of the tests (tests/CMakeLists.txt): CMake
// compiles a target's precompiled header only for a target with a source, and the tests reuse it.
