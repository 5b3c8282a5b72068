import { useEffect } from 'react';
import { Outlet, Route, Routes, useNavigate } from 'react-router-dom';
import { LeftMenuProvider } from './shell/LeftMenu';
import { setNavigator } from './api/navigation';
import { TabBar } from './shell/TabBar';
import { lazyPage } from './ui/page/lazyPage';
import { RequireLogin } from './shell/RequireLogin';
import { withFeatureTexts } from './i18n';
import { withChartTexts } from './features/chart/texts';
import EntryPage from './features/home/EntryScreen';
import HomePage from './features/home/HomeScreen';

// The money screens (deposit, withdraw, address book, bank card, verification, security centre,
// records) bring their own texts and form errors (locales/funds/*), so home does not download them.
// They also send from and link wallets, whose texts (locales/wallet/*) load with them.
const fundsScreen = (load: () => Promise<{ default: React.ComponentType }>) =>
  lazyPage(() => withFeatureTexts('funds', () => withFeatureTexts('wallet', load)));
// Wallet sign-in and linking texts arrive with the screens that use them, not at start-up.
const walletScreen = (load: () => Promise<{ default: React.ComponentType }>) =>
  lazyPage(() => withFeatureTexts('wallet', load));
const LoginPage = walletScreen(() => import('./features/session/LoginScreen'));
const RegisterPage = lazyPage(() => import('./features/session/RegisterScreen'));
// The agreement's long text downloads with its page, not at start-up.
const AgreePage = lazyPage(() => withFeatureTexts('legal', () => import('./features/session/AgreeScreen')));
// The spot screen brings its texts (locales/trade/*), the order rules' messages it shares with the
// server (locales/spot/*) and the K-line panel's (locales/chart/*); the panel fetches the chart library.
const TradePage = lazyPage(() =>
  withFeatureTexts('trade', () =>
    withFeatureTexts('spot', () => withFeatureTexts('chart', () => import('./features/spot/TradeScreen'))),
  ),
);
const ForgetPasswordPage = lazyPage(() => import('./features/session/ForgetPasswordScreen'));
// Settings, language, fund password and about bring their texts (locales/settings/*).
const settingsScreen = (load: () => Promise<{ default: React.ComponentType }>) =>
  lazyPage(() => withFeatureTexts('settings', load));
const SettingsPage = settingsScreen(() => import('./features/settings/SettingsScreen'));
const AccountPage = walletScreen(() => import('./features/session/AccountScreen'));
const LanguagePage = settingsScreen(() => import('./features/settings/LanguageScreen'));
const ChangePasswordPage = lazyPage(() => import('./features/settings/ChangePasswordScreen'));
const ChangePayPasswordPage = settingsScreen(() => import('./features/settings/ChangePayPasswordScreen'));
const WithdrawPage = fundsScreen(() => import('./features/withdraw/WithdrawScreen'));
const WithdrawRecordsPage = fundsScreen(() => import('./features/withdraw/WithdrawRecordsScreen'));
const WithdrawDetailPage = fundsScreen(() => import('./features/withdraw/WithdrawDetailScreen'));
const AddressListPage = fundsScreen(() => import('./features/withdraw/AddressListScreen'));
const AddressCreatePage = fundsScreen(() => import('./features/withdraw/AddressCreateScreen'));
const BankCardPage = fundsScreen(() => import('./features/withdraw/BankCardScreen'));
const AboutPage = settingsScreen(() => import('./features/settings/AboutScreen'));
const DepositPage = fundsScreen(() => import('./features/deposit/index'));
const RecordsPage = fundsScreen(() => import('./features/assets/RecordsScreen'));
const VerificationPage = fundsScreen(() => import('./features/verification/VerificationScreen'));
const BasicVerificationPage = fundsScreen(() => import('./features/verification/BasicVerificationScreen'));
const AdvancedVerificationPage = fundsScreen(
  () => import('./features/verification/AdvancedVerificationScreen'),
);
const SecurityCenterPage = fundsScreen(() => import('./features/settings/SecurityCenterScreen'));
const NotFoundPage = lazyPage(() => import('./features/home/NotFoundScreen'));
// The assets screens (one chunk) bring their own texts, change-record labels and transfer errors
// (locales/assets/*): home downloads neither.
const assetsScreens = () => withFeatureTexts('assets', () => import('./features/assets/screens'));
const AssetsTabPage = lazyPage(() => assetsScreens().then((m) => ({ default: m.AssetsTab })));
const TradeAccountPage = lazyPage(() => assetsScreens().then((m) => ({ default: m.TradeAccount })));
const TransferRecordPage = lazyPage(() => assetsScreens().then((m) => ({ default: m.TransferRecord })));
const ChangeRecordPage = lazyPage(() => assetsScreens().then((m) => ({ default: m.ChangeRecord })));
// The US stock screens bring their texts (locales/stocks/*) and the chart's (locales/chart/*).
const stockScreens = () =>
  withFeatureTexts('stocks', () => withChartTexts(() => import('./features/stocks/screens')));
const StockListPage = lazyPage(() => stockScreens().then((m) => ({ default: m.StockList })));
const StockDetailPage = lazyPage(() => stockScreens().then((m) => ({ default: m.StockDetail })));

function Shell() {
  return (
    <div className="tw-app">
      <LeftMenuProvider>
        <Outlet />
        <TabBar />
      </LeftMenuProvider>
    </div>
  );
}

/** Routes are the spec's history-mode paths; each screen file lives where its URL says. */
export function App() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((to, options) => navigate(to, options)), [navigate]);
  const guarded = (Screen: React.ComponentType) => (
    <RequireLogin>
      <Screen />
    </RequireLogin>
  );
  return (
    <Routes>
      <Route element={<Shell />}>
        <Route path="/" element={<EntryPage />} />
        <Route path="/pages/index/index" element={<HomePage />} />
        <Route path="/pages/trade/index" element={<TradePage />} />
        <Route path="/pages/user/login/login" element={<LoginPage />} />
        <Route path="/pages/user/login/register" element={<RegisterPage />} />
        <Route path="/pages/user/login/agree" element={<AgreePage />} />
        <Route path="/pages/user/login/forgetPassword" element={<ForgetPasswordPage />} />
        <Route path="/pages/settings/index" element={<SettingsPage />} />
        <Route path="/pages/settings/account/index" element={guarded(AccountPage)} />
        <Route path="/pages/settings/language/language" element={<LanguagePage />} />
        <Route path="/pages/settings/security/changePassword" element={guarded(ChangePasswordPage)} />
        <Route path="/pages/settings/security/changePayPassword" element={guarded(ChangePayPasswordPage)} />
        <Route path="/pages/withdraw/index" element={guarded(WithdrawPage)} />
        <Route path="/pages/assets/withdraw/index" element={guarded(WithdrawRecordsPage)} />
        <Route path="/pages/assets/withdraw/detail" element={guarded(WithdrawDetailPage)} />
        <Route path="/pages/user/address/index" element={guarded(AddressListPage)} />
        <Route path="/pages/user/address/create" element={guarded(AddressCreatePage)} />
        <Route path="/pages/user/address/bank" element={guarded(BankCardPage)} />
        <Route path="/pages/about/index" element={<AboutPage />} />
        <Route path="/pages/deposit/index" element={guarded(DepositPage)} />
        <Route path="/pages/assets/record" element={guarded(RecordsPage)} />
        <Route path="/pages/verification/index" element={guarded(VerificationPage)} />
        <Route path="/pages/verification/basic" element={guarded(BasicVerificationPage)} />
        <Route path="/pages/verification/advanced" element={guarded(AdvancedVerificationPage)} />
        <Route path="/pages/security/index" element={guarded(SecurityCenterPage)} />
        <Route path="/pages/account/index" element={<AssetsTabPage />} />
        <Route path="/pages/assets/tradeAccount" element={guarded(TradeAccountPage)} />
        <Route path="/pages/assets/transferRecord" element={guarded(TransferRecordPage)} />
        <Route path="/pages/assets/changeRecord" element={guarded(ChangeRecordPage)} />
        <Route path="/pages/stock/index" element={<StockListPage />} />
        <Route path="/pages/stock/detail" element={<StockDetailPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
