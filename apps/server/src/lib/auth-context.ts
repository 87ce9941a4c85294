/** The signed-in caller as every route sees them (the auth module fills it in). */
export interface AuthContext {
  sessionId: string;
  expiresAt: string;
  user: {
    id: number;
    schoolId: number;
    isStudent: boolean;
    isMentor: boolean;
    isAdmin: boolean;
    isOperator: boolean;
    mustChangePassword: boolean;
    confirmed: boolean;
    pohadjaTeoriju: boolean;
  };
}

/** The signed-in person a service acts for. */
export type Viewer = AuthContext['user'];
