// Where the server answers: the content API (and its short alias), the auth API and the uploaded media.
export const API_BASE = '/backend/api';
export const API_ALIAS_BASE = '/api';
export const AUTH_BASE = '/backend/auth';
export const MEDIA_BASE = '/media';
