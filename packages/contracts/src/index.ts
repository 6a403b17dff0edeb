// Public entry of the contract package.
export * from './fields.js';
export * from './form-shape.js';
export * from './registry.js';
export * from './sections/layout.js';
export * from './sections/layout.defaults.js';
export * from './sections/home.js';
export * from './sections/home.defaults.js';
export * from './sections/about.js';
export * from './sections/about.defaults.js';
export * from './sections/contact.js';
export * from './sections/contact.defaults.js';
export * from './sections/showcase.js';
export * from './sections/showcase.defaults.js';
export * from './services.js';
export * from './images.js';
export * from './media.js';
export * from './contact-rules.js';
export * from './messages.js';
export * from './auth.js';
export * from './errors.js';
export * from './pages.js';
export * from './history.js';
export * from './render.js';

export const API_BASE = '/backend/api';
export const API_ALIAS_BASE = '/api';
export const AUTH_BASE = '/backend/auth';
export const MEDIA_BASE = '/media';
