#include "kernels.h"
#include "cpng.h"

/* Which processor features a set needs is asked of the compiler's runtime
   (__builtin_cpu_supports reads cpuid once, and for AVX2 also whether the system saves the
   256-bit registers). */

int cpng_kernels_get(int set, cpng_kernels *k) {
    k->convert3 = cpng_convert3_portable;
    k->convert4 = cpng_convert4_portable;
    k->filter = cpng_filter_portable;
    switch (set) {
    case CPNG_KERNELS_PORTABLE:
        return 0;
#ifdef CPNG_HAVE_X86_KERNELS
    case CPNG_KERNELS_SSSE3:
        __builtin_cpu_init();
        if (!__builtin_cpu_supports("ssse3")) return -1;
        k->convert3 = cpng_convert3_ssse3;
        k->filter = cpng_filter_sse2;
        return 0;
    case CPNG_KERNELS_AVX2:
        __builtin_cpu_init();
        if (!__builtin_cpu_supports("avx2")) return -1;
        k->convert3 = cpng_convert3_ssse3;
        k->filter = cpng_filter_avx2;
        return 0;
#endif
#ifdef CPNG_HAVE_VECTOR_KERNELS
    case CPNG_KERNELS_VECTOR:
        k->convert3 = cpng_convert3_vector;
        return 0;
#endif
    default:
        return -1;
    }
}

int cpng_kernels_best(void) {
    static const int preferred[] = {CPNG_KERNELS_AVX2, CPNG_KERNELS_SSSE3, CPNG_KERNELS_VECTOR};
    cpng_kernels k;
    for (size_t i = 0; i < sizeof preferred / sizeof *preferred; i++)
        if (cpng_kernels_get(preferred[i], &k) == 0) return preferred[i];
    return CPNG_KERNELS_PORTABLE;
}
