/** Shown when even the texts could not load (no translations yet, so both languages are written out). */
export function BootError() {
  return (
    <main
      className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center"
      data-testid="chunk-error"
    >
      <p lang="ar" dir="rtl" className="text-lg font-bold">
        تعذّر تحميل المتجر. تحقق من اتصالك ثم أعد المحاولة.
      </p>
      <p lang="en" dir="ltr" className="text-slate-600">
        The shop did not load. Check your connection and try again.
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-xl bg-teal-700 px-5 py-2.5 font-semibold text-white"
      >
        <span lang="ar">إعادة المحاولة</span> · <span lang="en">Try again</span>
      </button>
    </main>
  );
}
