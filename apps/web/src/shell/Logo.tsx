/**
 * The wordmark lives in ui/Logo.tsx. This re-export stays only while features/auth/pages/LoginPage.tsx imports
 * it from here (that folder is being reworked); once it imports ui/Logo.tsx, delete this file.
 */
export { Logo } from '../ui/Logo.tsx';
