// Made by the build from the slider part of content/ui.yaml: the photo slider's words, loaded
// only with the slider (the home page).
import type { Ui } from './schema/ui.js';
export declare const sliderWords: Ui['slider'];
