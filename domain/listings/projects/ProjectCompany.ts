/**
 * A company behind a new-build project (document 001 §3 "Project": projectCompanies; "project
 * company" is its own normalised entity). The roles are ours: the documents do not list them.
 */
export const PROJECT_COMPANY_ROLES = ['Developer', 'Architect', 'Builder', 'Marketing'] as const;
export type ProjectCompanyRole = (typeof PROJECT_COMPANY_ROLES)[number];

/** POST /v1/projects/companies/ids query mode: Light leaves out what only a company card shows. */
export const PROJECT_COMPANY_MODES = ['Light', 'Full'] as const;
export type ProjectCompanyMode = (typeof PROJECT_COMPANY_MODES)[number];

/** The most ids one POST /v1/projects/companies/ids accepts (as POST /v2/listings/ids). */
export const PROJECT_COMPANIES_MAX_IDS = 200;

export interface ProjectCompany {
  id: number;
  projectId: number;
  role: ProjectCompanyRole;
  name: string;
  /** The company's account on the portal, when it has one (the developer always does). */
  accountId?: number;
  /** Full mode only. */
  website?: string;
}
