#if canImport(UIKit)
import UIKit

@MainActor
extension GalleryEntry {
    /// The SF Symbol at the entry's point size.
    func makeImage() -> UIImage? {
        UIImage(systemName: symbolName, withConfiguration: UIImage.SymbolConfiguration(pointSize: symbolPointSize))
    }
}

@MainActor
extension GalleryEntry.Text {
    func attributed(compatibleWith traits: UITraitCollection) -> NSAttributedString {
        // No paragraph style: the library adds the centered, word-wrapped one.
        NSAttributedString(string: string, attributes: [
            .font: typeface.font(compatibleWith: traits),
            .foregroundColor: color,
        ])
    }
}

@MainActor
extension GalleryEntry.Button {
    /// The button as a `UIButton.Configuration`, which the configuration API takes.
    var configuration: UIButton.Configuration {
        var configuration: UIButton.Configuration
        switch style {
        case .plain:
            configuration = .plain()
            configuration.baseForegroundColor = color
        case .filled:
            configuration = .filled()
            configuration.baseBackgroundColor = color
            configuration.baseForegroundColor = .white
            configuration.cornerStyle = .capsule
            configuration.buttonSize = .large
        }
        configuration.title = title
        if let symbolName {
            configuration.image = UIImage(systemName: symbolName)
            configuration.imagePadding = 6
        }
        return configuration
    }
}

@MainActor
extension GalleryEntry.Motion {
    /// A gentle, endless animation of the image.
    func animation() -> CAAnimation {
        let animation: CABasicAnimation
        switch self {
        case .pulse:
            animation = CABasicAnimation(keyPath: "transform.scale")
            animation.fromValue = 1.0
            animation.toValue = 1.12
        case .float:
            animation = CABasicAnimation(keyPath: "transform.translation.y")
            animation.fromValue = 0.0
            animation.toValue = -10.0
        }
        animation.duration = 0.9
        animation.autoreverses = true
        animation.repeatCount = .infinity
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        return animation
    }
}
#endif
