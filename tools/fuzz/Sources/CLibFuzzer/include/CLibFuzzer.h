// libFuzzer's own mutator, for custom mutators that mutate first and repair after.
#include <stddef.h>
#include <stdint.h>

size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t maxSize);
