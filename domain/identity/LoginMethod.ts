/** Login method and network types (document 000 §3). */
export const LOGIN_METHOD_TYPES = ['Password', 'Social', 'CRM', 'EmailCode'] as const;
export type LoginMethodType = (typeof LOGIN_METHOD_TYPES)[number];

/** Networks of Social login; Wechat appears for external login only. */
export const LOGIN_NETWORKS = ['Google', 'Facebook', 'Twitter', 'LinkedIn', 'Wechat'] as const;
export type LoginNetwork = (typeof LOGIN_NETWORKS)[number];

export interface LoginMethod {
  type: LoginMethodType;
  network?: LoginNetwork;
  createdAt: string;
  lastUsedAt?: string;
}

export function isLoginNetwork(value: unknown): value is LoginNetwork {
  return typeof value === 'string' && (LOGIN_NETWORKS as readonly string[]).includes(value);
}
