export {
  DEMO_LIBRARY_MARKER,
  DEMO_LIBRARY_VERSION,
  demoLibraryRequests,
  ensureDemoLibrary,
  TATOEBA_DEMO_SENTENCES,
  type DemoLibraryResult,
  type DemoProgress,
} from './demo-library';
export {
  aozoraBody,
  isKanjiNumberLine,
  splitAozoraChapters,
  type AozoraChapter,
} from './aozora-text';
