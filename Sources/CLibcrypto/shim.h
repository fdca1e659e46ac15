// OpenSSL's libcrypto, for its message digests (Sources/ProofSheetSupport/SHA256Digest.swift).
#ifndef PROOFSHEET_CLIBCRYPTO_SHIM_H
#define PROOFSHEET_CLIBCRYPTO_SHIM_H

#include <openssl/evp.h>

#endif
