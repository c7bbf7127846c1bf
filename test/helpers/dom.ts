// For Node tests: HTML and XML read as browsers read them, by jsdom's DOMParser.
import { JSDOM } from 'jsdom';

export const { DOMParser, Node } = new JSDOM().window;
export const html = (text: string) => new DOMParser().parseFromString(text, 'text/html');
export const xml = (text: string) => new DOMParser().parseFromString(text, 'application/xml');
