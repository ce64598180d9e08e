#if canImport(UIKit)
import UIKit

/// Makes the window and its root: the demo's menu inside the container that applies the
/// Settings screen's overrides.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = DemoRootViewController()
        window.makeKeyAndVisible()
        self.window = window
    }
}
#endif
