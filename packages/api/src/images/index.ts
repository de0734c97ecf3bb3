// Uploaded images: their pixels counted from the header before decoding, and decoding bounded in concurrency.
export { checkImagePixels, readImageHeader, tooManyPixels, type ImageHeader } from './pixels.js';
export { ImageDecoding, imageDecoding } from './decoding.js';
