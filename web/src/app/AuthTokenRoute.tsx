import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { decodeJwt } from 'jose';
import { startLogin } from './session/login.js';
import { clearSession, writeSession } from './session/session.js';

/** `/auth/:token`: stores the token and the decoded user, then the map runs the auth check. */
export function AuthTokenRoute() {
  const { token = '' } = useParams();
  const navigate = useNavigate();

  useEffect(() => {
    clearSession();
    let userId: number;
    try {
      userId = Number(decodeJwt(token).sub);
    } catch {
      startLogin();
      return;
    }
    writeSession({ sso_token: token, logged_user: { id: userId, username: '', name: '' } });
    void navigate('/', { replace: true });
  }, [token, navigate]);

  return null;
}
