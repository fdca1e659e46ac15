// Only the header matters: LLVMFuzzerMutate is defined by libFuzzer, linked into each fuzzer.
#include "CLibFuzzer.h"
