// The public face of server/workspaces: the tenants' table.
export { createWorkspacesRepo, type WorkspacesRepo } from './repo';
