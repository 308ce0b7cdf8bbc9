import { z } from 'zod';
import { ROLES } from './role-names.ts';

export { DESIGNATIONS, dashboardPath, ROLE_AREA, ROLES, type Role } from './role-names.ts';

export const roleSchema = z.enum(ROLES);
