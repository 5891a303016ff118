// The demo clips and posters under public/media/ (made by scripts/media/make-demo-media.ts): a few
// seconds of animated market scenes each, marked "演示画面 DEMO" in the picture, so nobody takes them
// for real footage. Live streams loop them; an operator replaces filePath with real stream addresses.

/** Scenes the demo clips show. */
export type Scene = 'hall' | 'loading' | 'coldstore' | 'field' | 'grading';

export const SCENES: readonly Scene[] = ['hall', 'loading', 'coldstore', 'field', 'grading'];

export const clipPath = (scene: Scene) => `/media/live/${scene}.webm`;
export const posterPath = (scene: Scene) => `/media/live/${scene}.jpg`;
export const bannerPath = (name: string) => `/media/banners/${name}.svg`;
