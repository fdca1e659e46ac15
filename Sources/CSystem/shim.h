// What ProofSheet asks of the C library and the kernel about its own process, without linking
// anything: glibc's allocator settings (malloc.h, which Swift's Glibc module leaves out), prctl
// (variadic, which Swift cannot call) and the program's GNU build ID (ELF notes found through the
// auxiliary vector). Header only.
#ifndef PROOFSHEET_CSYSTEM_SHIM_H
#define PROOFSHEET_CSYSTEM_SHIM_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#if defined(__linux__)
#include <malloc.h>
#include <signal.h>
#include <sys/prctl.h>
#include <elf.h>
#include <sys/auxv.h>
#endif

/// The GNU build ID of the main program (the bytes the linker hashed its contents to) into
/// `out`; returns how many bytes, 0 when it has none or the platform has no such notes. The
/// program's headers come from the auxiliary vector, its notes are read where they are loaded.
static inline size_t ps_build_id(unsigned char *out, size_t capacity) {
#if defined(__linux__) && defined(__LP64__)
    const Elf64_Phdr *headers = (const Elf64_Phdr *)getauxval(AT_PHDR);
    size_t count = (size_t)getauxval(AT_PHNUM);
    if (headers == NULL || count == 0) return 0;
    // The load bias: where the headers are, less where the program says they are.
    uintptr_t bias = 0;
    for (size_t index = 0; index < count; index++) {
        if (headers[index].p_type == PT_PHDR) bias = (uintptr_t)headers - headers[index].p_vaddr;
    }
    for (size_t index = 0; index < count; index++) {
        if (headers[index].p_type != PT_NOTE) continue;
        const unsigned char *note = (const unsigned char *)(bias + headers[index].p_vaddr);
        const unsigned char *end = note + headers[index].p_memsz;
        while (note + sizeof(Elf64_Nhdr) <= end) {
            const Elf64_Nhdr *header = (const Elf64_Nhdr *)note;
            size_t name_size = (header->n_namesz + 3) & ~(size_t)3, desc_size = (header->n_descsz + 3) & ~(size_t)3;
            const unsigned char *name = note + sizeof(Elf64_Nhdr), *desc = name + name_size;
            if (desc + desc_size > end) break;
            if (header->n_type == NT_GNU_BUILD_ID && header->n_namesz == 4 && memcmp(name, "GNU", 4) == 0) {
                size_t length = header->n_descsz < capacity ? header->n_descsz : capacity;
                memcpy(out, desc, length);
                return length;
            }
            note = desc + desc_size;
        }
    }
    return 0;
#else
    (void)out; (void)capacity;
    return 0;
#endif
}

/// In a worker process just forked: asks the kernel to SIGKILL it when the thread that forked it
/// ends, so a parent killed outright leaves no worker running. Returns 0, or -1 where it fails;
/// elsewhere than Linux it does nothing and returns 0.
static inline int ps_end_with_parent(void) {
#if defined(__linux__)
    return prctl(PR_SET_PDEATHSIG, SIGKILL);
#else
    return 0;
#endif
}

#endif
