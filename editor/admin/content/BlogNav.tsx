// The blog screens' own navigation under the title: Posts and Categories.
import { NavLink } from 'react-router-dom';
import { ADMIN_APP_PATHS } from '../../../shared/admin-api';

export function BlogNav() {
  return (
    <nav className="swk-subnav" aria-label="Blog">
      <NavLink to={ADMIN_APP_PATHS.blog} end>
        Posts
      </NavLink>
      <NavLink to={ADMIN_APP_PATHS.blogCategories}>Categories</NavLink>
    </nav>
  );
}
